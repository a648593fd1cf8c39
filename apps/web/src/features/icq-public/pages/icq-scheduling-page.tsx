import { icqMessages, scheduleTimeKey } from '@homer/contracts/icq';
import { captchaInterval } from '@homer/contracts/public-form';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { approveOrDeclineSchedule } from '../api/approve-or-decline-schedule.ts';
import { useProposedSchedule } from '../api/get-proposed-schedule.ts';
import { formatScheduleTime } from '../lib/format-schedule-time.ts';

type Outcome = { kind: 'done'; approve: boolean } | { kind: 'failed'; message: string };

const notSaved = 'Your answer could not be saved. Please try again later.';

/**
 * The reviewer's answer to a proposed review visit, from the emailed link: the page posts the decision by
 * itself once its captcha is solved, unless the visit has been moved since the link was sent.
 */
export default function IcqSchedulingPage() {
  const { icqReviewId = '', userId = '' } = useParams();
  const [params] = useSearchParams();
  const approveParam = params.get('approve')?.toLowerCase();
  const scheduleDate = params.get('scheduleDate') ?? '';
  // The link's signature (decision 021): without it the server knows no review by these ids.
  const token = params.get('token') ?? '';
  const approve = approveParam === 'true';
  const complete =
    (approveParam === 'true' || approveParam === 'false') && scheduleDate !== '' && token !== '';
  const schedule = useProposedSchedule({ icqReviewId, userId, scheduleDate, token }, complete);
  const guard = usePublicFormGuard(captchaInterval.slow);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const posted = useRef(false);

  const proposed = schedule.data;
  const rescheduled =
    proposed !== undefined && scheduleTimeKey(proposed.scheduleDateTimeStr) !== scheduleTimeKey(scheduleDate);

  useEffect(() => {
    if (!complete || !proposed || rescheduled || !guard.captcha || posted.current) return;
    posted.current = true;
    approveOrDeclineSchedule(
      { icqReviewId, userId, approve, token },
      { scheduleDate, honeyPot: guard.honeyPot, recaptcha: guard.captcha },
    ).then(
      (result) =>
        setOutcome(
          result.isSuccessful
            ? { kind: 'done', approve }
            : { kind: 'failed', message: result.message ?? notSaved },
        ),
      (error: unknown) => setOutcome({ kind: 'failed', message: refusalMessage(error) ?? notSaved }),
    );
  }, [
    complete,
    proposed,
    rescheduled,
    guard.captcha,
    guard.honeyPot,
    icqReviewId,
    userId,
    approve,
    scheduleDate,
    token,
  ]);

  const where = proposed ? (
    <Stack gap={2}>
      <Text fw={600}>{formatScheduleTime(proposed.scheduleDateTimeStr)}</Text>
      <Text>{proposed.facilityName}</Text>
      <Text>{proposed.facilityStreetAddress}</Text>
      <Text>
        {proposed.facilityCity}, {proposed.facilityStateAbr} {proposed.facilityZip}
      </Text>
    </Stack>
  ) : null;

  let body: ReactNode;
  if (!complete) {
    body = (
      <FailureAlert message="This link is incomplete. Please open the link from your scheduling email again." />
    );
  } else if (schedule.isError) {
    body = <FailureAlert message={refusalMessage(schedule.error) ?? notSaved} />;
  } else if (!proposed) {
    body = <PageLoader />;
  } else if (rescheduled) {
    body = (
      <Alert color="orange" role="alert" icon={<IconAlertTriangle aria-hidden="true" />}>
        {icqMessages.rescheduled}
      </Alert>
    );
  } else if (!outcome) {
    body = <Text role="status">Saving your answer…</Text>;
  } else if (outcome.kind === 'failed') {
    body = <FailureAlert message={outcome.message} />;
  } else {
    body = (
      <Stack>
        <Title
          order={2}
          c={outcome.approve ? 'green.9' : 'red.9'}
          role="status"
          style={{ display: 'flex', alignItems: 'center', gap: 8 }}
        >
          {outcome.approve ? <IconCircleCheck aria-hidden="true" /> : <IconCircleX aria-hidden="true" />}
          {outcome.approve ? icqMessages.approved : icqMessages.declined}
        </Title>
        {where}
      </Stack>
    );
  }

  return (
    <PageCard title="Review Visit Schedule" maw={560}>
      {guard.element}
      {body}
    </PageCard>
  );
}
