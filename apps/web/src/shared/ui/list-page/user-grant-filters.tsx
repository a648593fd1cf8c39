import { Module, Role } from '@homer/contracts/access';
import { FilterSelect, withAll } from './filter-select.tsx';

type UserGrantFilters = { module: '' | Module; role: '' | Role; status: '' | 'active' | 'disabled' };

type Props<F extends UserGrantFilters> = {
  filters: F;
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
};

const moduleChoices = withAll('Any module', Object.values(Module));
const roleChoices = withAll('Any role', Object.values(Role));

/** The grant's module and role, filtered alike on the users list and the access review. */
export function ModuleRoleFilters<F extends UserGrantFilters>(props: Props<F>) {
  return (
    <>
      <FilterSelect {...props} label="Module" name="module" width={170} data={moduleChoices} />
      <FilterSelect {...props} label="Role" name="role" width={160} data={roleChoices} />
    </>
  );
}

/** Whether the user is active or disabled; each list keeps its own label and width for it. */
export function UserStatusFilter<F extends UserGrantFilters>({
  label,
  width,
  ...props
}: Props<F> & { label: string; width: number }) {
  return (
    <FilterSelect
      {...props}
      label={label}
      name="status"
      width={width}
      data={withAll('All', [
        { value: 'active', label: 'Active' },
        { value: 'disabled', label: 'Disabled' },
      ])}
    />
  );
}
