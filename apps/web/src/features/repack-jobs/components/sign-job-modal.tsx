import {
  repackJobMessages as m,
  type RepackJob,
  repackJobRejectSchema,
  repackJobReleaseSchema,
  repackLimits,
} from '@homer/contracts/repack-jobs';
import { Paper, PasswordInput, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useSession } from '../../../shared/lib/use-session.ts';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { rejectRepackJob, releaseRepackJob } from '../api/repack-jobs-api.ts';
import { useJobAnswer } from './use-job-answer.ts';

type Values = { jobId: number; password: string; reason: string };
type Props = { job: RepackJob; meaning: 'release' | 'reject'; onClose: () => void };

const validateReject = zod4Resolver(repackJobRejectSchema);
// The release's schema has no reason: the form's empty one is left out of the check and of what is sent.
const validateRelease = zod4Resolver(repackJobReleaseSchema);

// A wrong password, or signing paused after several, is the server's own message, shown above the fields.
const fields: Record<string, keyof Values> = {
  [m.passwordRequired]: 'password',
  [m.reasonRequired]: 'reason',
};

/**
 * The pharmacist's electronic signature on a job they did not run: their password again, and what signing means.
 * Release makes the cards available stock; reject destroys them, with the reason on record.
 */
export function SignJobModal({ job, meaning, onClose }: Props) {
  const answer = useJobAnswer();
  const { user } = useSession();
  const release = meaning === 'release';
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { jobId: job.id, password: '', reason: '' },
    validate: release ? validateRelease : validateReject,
  });
  const lot = job.lotNumber ?? '—';
  const signer = user ? `${user.firstName} ${user.lastName}` : 'you';
  return (
    <CommandModal
      title={release ? `Release repack job #${job.id}` : `Reject repack job #${job.id}`}
      form={form}
      submitLabel={release ? 'Sign and release' : 'Sign and reject'}
      submitColor={release ? 'teal.9' : 'red.9'}
      fieldOf={(message) => fields[message] ?? null}
      send={async ({ jobId, password, reason }) =>
        answer(
          await (release
            ? releaseRepackJob({ jobId, password })
            : rejectRepackJob({ jobId, password, reason })),
        )
      }
      onClose={onClose}
    >
      <Paper withBorder p="sm" component="section" aria-label="What signing means">
        <Text size="sm" fw={600}>
          What signing means
        </Text>
        <Text size="sm" mt={4}>
          {release
            ? `By signing you release the cards of lot ${lot} for use: they become available stock.`
            : `By signing you reject the cards of lot ${lot}: they are destroyed and the job ends.`}
        </Text>
        <Text size="sm" mt={4}>
          You sign as {signer}, with your password. The signature is recorded with the job, with its meaning
          and time.
        </Text>
      </Paper>
      {!release && (
        <Textarea
          label="Reason"
          description="Why the cards are rejected"
          withAsterisk
          autosize
          minRows={2}
          maxLength={repackLimits.reason}
          {...form.getInputProps('reason')}
        />
      )}
      <PasswordInput
        label="Your password"
        autoComplete="current-password"
        withAsterisk
        data-autofocus
        {...form.getInputProps('password')}
      />
    </CommandModal>
  );
}
