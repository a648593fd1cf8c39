import { getOrganizationList, organizationListKey } from '../api/organizations.ts';
import { organizationColumns } from '../components/admin-list-columns.tsx';
import { RecordListPage } from '../components/record-list-page.tsx';

/** Organizations (admin/organizations/list). */
export default function OrganizationListPage() {
  return (
    <RecordListPage
      title="Organizations"
      queryKey={organizationListKey}
      fetchPage={getOrganizationList}
      columns={organizationColumns}
      editRoute="organizationEdit"
      newPath="/admin/organizations/edit/0"
      newLabel="New Organization"
    />
  );
}
