import {
  type IcqFeedbackForm,
  type IcqFeedbackSaveRequest,
  icqFeedbackFormSchema,
  icqMessages,
} from '@homer/contracts/icq';
import { captchaInterval } from '@homer/contracts/public-form';
import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useParams } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { FeedbackSurveyFields } from '../../../shared/ui/feedback-survey-fields.tsx';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { PublicFormActions } from '../../../shared/ui/public-form/public-form-actions.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { usePublicFormSubmit } from '../../../shared/ui/public-form/use-public-form-submit.ts';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';
import { useIcqFeedback } from '../api/get-icq-feedback.ts';
import { useSaveFeedback } from '../api/save-feedback.ts';

const commentLimit = 1000;
const notSaved = 'Your feedback could not be saved. Please try again.';

/** What the page sends; the guard adds the captcha and honeypot. */
type FeedbackBody = Omit<IcqFeedbackSaveRequest, 'honeyPot' | 'recaptcha'>;

/** User Feedback Survey about a review visit, reached from an emailed link (spec document 2). */
export default function IcqFeedbackPage() {
  const { id = '', guid = '' } = useParams();
  const feedback = useIcqFeedback(id, guid);
  const saveFeedback = useSaveFeedback();
  const guard = usePublicFormGuard(captchaInterval.slow);
  const form = useForm<IcqFeedbackForm>({
    mode: 'controlled',
    initialValues: { rating: 0, comment: '' },
    validate: zod4Resolver(icqFeedbackFormSchema),
  });
  const { savedMessage, failure, send } = usePublicFormSubmit<FeedbackBody>(guard, saveFeedback.mutateAsync, {
    saved: icqMessages.feedbackSaved,
    failed: notSaved,
    // Spec document 2 §4: a failed save resets the rating.
    onRefused: () => form.setFieldValue('rating', 0),
  });
  const thanked = savedMessage !== null;

  const model = feedback.data?.model ?? null;
  const summary = useErrorSummary();
  const submit = form.onSubmit(async (values) => {
    if (model) await send({ ...values, id: model.id, guid, icqReviewId: model.icqReviewId });
  }, summary.refuse);

  const notFound = feedback.isError || (feedback.data && !model);
  return (
    <PageCard title="User Feedback Survey" maw={640}>
      {/* Rendered from the first render: the guard attaches to its widget when the page mounts. */}
      {guard.element}
      {feedback.isPending ? <PageLoader /> : null}
      {notFound ? (
        <FailureAlert message={feedback.data?.message ?? refusalMessage(feedback.error) ?? notSaved} />
      ) : null}
      {model && model.id > 0 ? (
        <>
          <div>
            <Text>
              <Text span fw={600}>
                ID:
              </Text>{' '}
              {model.id}
            </Text>
            <Text>
              <Text span fw={600}>
                Facility:
              </Text>{' '}
              {model.facility}
            </Text>
          </div>
          {thanked || model.isSubmitted ? (
            <SuccessAlert>
              {thanked ? icqMessages.feedbackSaved : icqMessages.feedbackAlreadySubmitted}
            </SuccessAlert>
          ) : (
            <form ref={summary.formRef} onSubmit={submit} noValidate>
              <Stack>
                <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
                <Text>Please rate your recent review visit and tell us about it.</Text>
                <FeedbackSurveyFields
                  form={form}
                  commentMax={commentLimit}
                  charactersLeft={(left) => `${left} characters left`}
                />
                <PublicFormActions guard={guard} loading={saveFeedback.isPending} />
              </Stack>
            </form>
          )}
        </>
      ) : null}
    </PageCard>
  );
}
