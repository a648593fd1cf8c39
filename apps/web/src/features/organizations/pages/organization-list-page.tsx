import type { OrganizationRow } from '@homer/contracts/organizations';
import { routeById } from '@homer/contracts/routes';
import { Button } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../shared/lib/use-can.ts';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getOrganizationList, organizationListKey } from '../api/organizations.ts';
import { organizationColumns } from '../components/admin-list-columns.tsx';

const getRowId = (row: OrganizationRow) => row.id;

/** Organizations (admin/organizations/list): Admin Managers read, SystemAdmins open and add (decision 037). */
export default function OrganizationListPage() {
  const canEdit = useCan(routeById('organizationEdit').access);
  const columns = useMemo(() => organizationColumns(canEdit), [canEdit]);
  return (
    <ListPage<OrganizationRow>
      title="Organizations"
      queryKey={organizationListKey}
      fetchPage={getOrganizationList}
      columns={columns}
      getRowId={getRowId}
      defaultSort={{ field: 'name', order: 'asc' }}
      defaultPageSize={25}
      toolbar={
        canEdit ? (
          <Button component={Link} to="/admin/organizations/edit/0">
            New Organization
          </Button>
        ) : null
      }
    />
  );
}
