import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import { RxConnectsTabs } from '../../rx-connects/components/rx-connects-tabs.tsx';
import { rxApplicationQuery } from '../api/rx-applications.ts';
import { ApplicationStatusBadge } from '../components/application-status-badge.tsx';
import { ApplicationView } from '../components/application-view.tsx';
import { rxApplicationListPath } from '../lib/rx-patient-paths.ts';

/**
 * patient-application/{id} (GET …/PatientApplications/Get/{id}): a resident's application to a repository, its
 * approval or denial while Pending, and the donated medicine dispensed once Approved. The heading names the
 * application by its reference number, so no name sits in the tab's title or the history.
 */
export default function ApplicationPage() {
  const id = positiveId(useParams().id);
  const navigate = useNavigate();
  const application = useQuery({ ...rxApplicationQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <Navigate to={rxApplicationListPath} replace />;
  const data = application.data;
  return (
    <Stack gap="md">
      <RxConnectsTabs />
      <RecordEditFrame
        trail={[routeCrumb('rxPatientApplicationList')]}
        pageTitle="Patient Application"
        record={data?.reference ?? null}
        loading={application.isPending}
        error={application.error}
        noun="patient application"
        onBack={() => navigate(rxApplicationListPath)}
        actions={data && <ApplicationStatusBadge status={data.status} />}
      >
        {data && <ApplicationView application={data} />}
      </RecordEditFrame>
    </Stack>
  );
}
