import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import { getOrganization, organizationKey } from '../api/organizations.ts';
import { OrganizationFormView } from '../components/organization-form.tsx';

const listPath = '/admin/organizations/list';

/** admin/organizations/edit/{id}; id 0 creates. */
export default function OrganizationEditPage() {
  const params = useParams();
  const id = params.id === '0' ? 0 : positiveId(params.id);
  const navigate = useNavigate();
  const organization = useQuery({
    queryKey: organizationKey(id ?? 0),
    queryFn: ({ signal }) => getOrganization(id ?? 0, signal),
    enabled: !!id,
  });
  if (id === null) return <Navigate to={listPath} replace />;
  const saved = organization.data ?? null;
  return (
    <RecordEditFrame
      trail={[routeCrumb('organizationList')]}
      pageTitle={id === 0 ? 'New Organization' : 'Organization'}
      record={saved?.name}
      loading={id !== 0 && organization.isPending}
      error={organization.error}
      noun="organization"
      onBack={() => navigate(listPath)}
    >
      <OrganizationFormView key={saved?.id ?? 0} organization={saved} onDone={() => navigate(listPath)} />
    </RecordEditFrame>
  );
}
