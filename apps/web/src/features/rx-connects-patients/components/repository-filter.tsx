import { useQuery } from '@tanstack/react-query';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { rxDonationOptionsQuery } from '../api/rx-donations.ts';

type Props<F extends { repositoryId: string }> = {
  filters: F;
  setFilter: (key: 'repositoryId', value: F['repositoryId']) => void;
};

/** A list's repository filter: shown to a user who acts for more than one repository. */
export function RepositoryFilter<F extends { repositoryId: string }>({ filters, setFilter }: Props<F>) {
  const options = useQuery(rxDonationOptionsQuery);
  const repositories = options.data?.repositories ?? [];
  if (repositories.length < 2) return null;
  return (
    <FilterSelect
      label="Repository"
      name="repositoryId"
      data={withAll(
        'All repositories',
        repositories.map((r) => ({ value: String(r.value), label: r.text })),
      )}
      width={260}
      filters={filters}
      setFilter={setFilter}
    />
  );
}
