import type { FacilityRow } from '@homer/contracts/organizations';
import { routeById } from '@homer/contracts/routes';
import { Button } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../shared/lib/use-can.ts';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { facilityListKey, getFacilityList } from '../api/facilities.ts';
import { facilityColumns } from '../components/admin-list-columns.tsx';

const getRowId = (row: FacilityRow) => row.id;

/** Facilities (admin/facilities/list): Admin Managers read, SystemAdmins open and add (decision 037). */
export default function FacilityListPage() {
  const canEdit = useCan(routeById('facilityEdit').access);
  const columns = useMemo(() => facilityColumns(canEdit), [canEdit]);
  return (
    <ListPage<FacilityRow>
      title="Facilities"
      queryKey={facilityListKey}
      fetchPage={getFacilityList}
      columns={columns}
      getRowId={getRowId}
      defaultSort={{ field: 'name', order: 'asc' }}
      defaultPageSize={25}
      toolbar={
        canEdit ? (
          <Button component={Link} to="/admin/facilities/edit/0">
            New Facility
          </Button>
        ) : null
      }
    />
  );
}
