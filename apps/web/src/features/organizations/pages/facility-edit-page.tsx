import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import { facilityKey, getFacility } from '../api/facilities.ts';
import { FacilityFormView } from '../components/facility-form.tsx';

const listPath = '/admin/facilities/list';

/** admin/facilities/edit/{id}; id 0 creates. */
export default function FacilityEditPage() {
  const params = useParams();
  const id = params.id === '0' ? 0 : positiveId(params.id);
  const navigate = useNavigate();
  const facility = useQuery({
    queryKey: facilityKey(id ?? 0),
    queryFn: ({ signal }) => getFacility(id ?? 0, signal),
    enabled: !!id,
  });
  if (id === null) return <Navigate to={listPath} replace />;
  const saved = facility.data ?? null;
  return (
    <RecordEditFrame
      trail={[routeCrumb('facilityList')]}
      pageTitle={id === 0 ? 'New Facility' : 'Facility'}
      record={saved?.name}
      loading={id !== 0 && facility.isPending}
      error={facility.error}
      noun="facility"
      onBack={() => navigate(listPath)}
    >
      <FacilityFormView key={saved?.id ?? 0} facility={saved} onDone={() => navigate(listPath)} />
    </RecordEditFrame>
  );
}
