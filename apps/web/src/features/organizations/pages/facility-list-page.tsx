import { facilityListKey, getFacilityList } from '../api/facilities.ts';
import { facilityColumns } from '../components/admin-list-columns.tsx';
import { RecordListPage } from '../components/record-list-page.tsx';

/** Facilities (admin/facilities/list). */
export default function FacilityListPage() {
  return (
    <RecordListPage
      title="Facilities"
      queryKey={facilityListKey}
      fetchPage={getFacilityList}
      columns={facilityColumns}
      editRoute="facilityEdit"
      newPath="/admin/facilities/edit/0"
      newLabel="New Facility"
    />
  );
}
