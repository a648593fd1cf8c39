import { type RepackJob, repackJobAccess } from '@homer/contracts/repack-jobs';
import { Divider, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import { repackJobQuery } from '../api/repack-jobs-api.ts';
import { JobActions } from '../components/job-actions.tsx';
import { jobName, repackJobListPath, repackJobPath } from '../components/job-columns.tsx';
import { JobForm, type JobPreset } from '../components/job-form.tsx';
import { JobSourcesTable } from '../components/job-sources-table.tsx';
import { JobSummary } from '../components/job-summary.tsx';
import { LabelRunsTable } from '../components/label-runs-table.tsx';

/** Where the job was planned and who ran and signed it; a draft that the user may change shows its form instead. */
function JobRecord({ job, onCancel }: { job: RepackJob; onCancel: () => void }) {
  const canRun = useCan(repackJobAccess.technician);
  const editable = canRun && job.status === 'draft';
  return (
    <Stack gap="md">
      <JobSummary job={job} />
      <JobActions job={job} />
      <Divider />
      {editable ? (
        <>
          <Title order={2} size="h3">
            Change the draft
          </Title>
          <JobForm
            key={`${job.id}-${JSON.stringify(job.sources)}-${job.plannedCards}`}
            job={job}
            // The answer redraws the page with the saved draft (the form's key changes with it).
            onSaved={() => undefined}
            onCancel={onCancel}
          />
        </>
      ) : (
        <>
          <Title order={2} size="h3">
            Source lots
          </Title>
          <JobSourcesTable job={job} />
        </>
      )}
      {job.status !== 'draft' && (
        <>
          <Title order={2} size="h3">
            Label runs
          </Title>
          <LabelRunsTable runs={job.labelRuns} />
        </>
      )}
    </Stack>
  );
}

/** ci-repack/jobs/edit/{id}: 0 plans a new job; otherwise the job, its next steps, its sources and label runs. */
/** A new job opened from a county order: ?ciOrderId=&siteId=&productId=&cards= (decision 107). */
function presetOf(search: URLSearchParams): JobPreset | null {
  const idOf = (key: string) => positiveId(search.get(key) ?? undefined) ?? 0;
  const ciOrderId = idOf('ciOrderId');
  if (!ciOrderId) return null;
  return {
    ciOrderId,
    inventorySiteId: idOf('siteId'),
    outputProductId: idOf('productId'),
    plannedCards: idOf('cards'),
  };
}

export default function JobPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id === '0' ? 0 : positiveId(params.id);
  const navigate = useNavigate();
  const canRun = useCan(repackJobAccess.technician);
  const job = useQuery({ ...repackJobQuery(id ?? 0), enabled: !!id });
  if (id === null || (id === 0 && !canRun)) return <Navigate to={repackJobListPath} replace />;
  const toList = () => navigate(repackJobListPath);
  return (
    <RecordEditFrame
      trail={[routeCrumb('repackJobList')]}
      pageTitle={id === 0 ? 'New Repack Job' : 'Repack Job'}
      record={job.data ? jobName(job.data.id) : null}
      loading={id !== 0 && job.isPending}
      error={job.error}
      noun="repack job"
      onBack={toList}
    >
      {id === 0 ? (
        <JobForm
          job={null}
          preset={presetOf(search)}
          onSaved={(saved) => navigate(repackJobPath(saved.id), { replace: true })}
          onCancel={toList}
        />
      ) : (
        job.data && <JobRecord job={job.data} onCancel={toList} />
      )}
    </RecordEditFrame>
  );
}
