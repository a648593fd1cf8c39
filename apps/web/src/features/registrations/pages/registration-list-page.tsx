import {
  type RegistrationRow,
  registrationKindLabels,
  registrationKinds,
} from '@homer/contracts/registrations';
import { useNavigate } from 'react-router';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getRegistrationList, registrationListQueryKey } from '../api/registrations.ts';
import { registrationColumns, reviewPath } from '../components/registration-columns.tsx';
import {
  RegistrationHiddenNote,
  RegistrationStatusFilter,
} from '../components/registration-status-filter.tsx';
import { defaultRegistrationFilters, type RegistrationFilters } from '../lib/registration-filters.ts';

const getRowId = (row: RegistrationRow) => `${row.kind}-${row.id}`;
const kindOptions = registrationKinds.map((value) => ({ value, label: registrationKindLabels[value] }));

/**
 * admin/users/registrations/list: PFS registrations and accounts made from PFS links, waiting for a user
 * administrator's decision (decision 053). Opens on Pending, newest first; the search finds a name or email. Each
 * status shows its count, and a line says how many decided requests the status filter hides (decision 089).
 */
export default function RegistrationListPage() {
  const navigate = useNavigate();
  return (
    <ListPage<RegistrationRow, RegistrationFilters>
      title="Registrations"
      queryKey={registrationListQueryKey}
      fetchPage={getRegistrationList}
      columns={registrationColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'submittedAt', order: 'desc' }}
      defaultPageSize={25}
      defaultFilters={defaultRegistrationFilters}
      onRowClick={(row) => navigate(reviewPath(row.kind, row.id))}
      tableMinWidth={1000}
      filters={(context) => (
        <>
          <RegistrationStatusFilter {...context} />
          <FilterSelect
            filters={context.filters}
            setFilter={context.setFilter}
            label="Kind"
            name="kind"
            width={190}
            data={withAll('Any kind', kindOptions)}
          />
          <RegistrationHiddenNote {...context} />
        </>
      )}
    />
  );
}
