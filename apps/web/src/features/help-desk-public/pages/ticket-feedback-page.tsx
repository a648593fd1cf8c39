import {
  type FeedbackForm,
  type FeedbackModel,
  feedbackFormSchema,
  feedbackLimits,
  feedbackMessages,
} from '@homer/contracts/help-desk-public';
import { captchaInterval } from '@homer/contracts/public-form';
import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useParams } from 'react-router';
import { FeedbackSurveyFields } from '../../../shared/ui/feedback-survey-fields.tsx';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { PublicFormActions } from '../../../shared/ui/public-form/public-form-actions.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { usePublicFormSubmit } from '../../../shared/ui/public-form/use-public-form-submit.ts';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';
import { useFeedbackModel } from '../api/get-feedback-model.ts';
import { useSaveFeedback } from '../api/save-feedback.ts';

const title = 'Support Desk Ticket Feedback';
const notSaved = 'Your feedback could not be saved.';

/** Help-desk feedback survey (spec document 1 §2.9): shown only for a link that names a survey. */
export default function TicketFeedbackPage() {
  const { id = '', guid = '' } = useParams();
  const validLink = /^\d{1,9}$/.test(id) && Number(id) > 0 && guid.length <= 100;
  const model = useFeedbackModel(validLink ? id : '0', validLink ? guid : '');

  if (validLink && model.isPending) return <PageLoader />;
  return (
    <PageCard title={title} maw={640}>
      {validLink && model.data && model.data.id > 0 ? (
        <FeedbackSurvey model={model.data} guid={guid} />
      ) : (
        !model.isFetching && <Text>This feedback survey is not available.</Text>
      )}
    </PageCard>
  );
}

function FeedbackSurvey({ model, guid }: { model: FeedbackModel; guid: string }) {
  const guard = usePublicFormGuard(captchaInterval.slow);
  const saveFeedback = useSaveFeedback();
  // Rated before this visit: the thanks show at once. Read once, as the page was first opened.
  const [ratedBefore] = useState(model.rating > 0);
  const form = useForm<FeedbackForm>({
    mode: 'controlled',
    initialValues: { id: model.id, helpDeskTicketId: model.helpDeskTicketId, guid, rating: 0, comment: '' },
    validate: zod4Resolver(feedbackFormSchema),
  });
  const { savedMessage, failure, send } = usePublicFormSubmit<FeedbackForm>(guard, saveFeedback.mutateAsync, {
    saved: feedbackMessages.thankYou,
    failed: notSaved,
    onRefused: () => form.setFieldValue('rating', 0),
  });

  const summary = useErrorSummary();
  const submit = form.onSubmit(send, summary.refuse);

  const thanked = ratedBefore || savedMessage !== null;
  if (thanked) {
    return <SuccessAlert>{feedbackMessages.thankYou}</SuccessAlert>;
  }
  return (
    <form ref={summary.formRef} onSubmit={submit} noValidate>
      <Stack>
        <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
        <Text>Please tell us how we did with your support desk ticket.</Text>
        <Stack gap={4}>
          <Text>
            <Text span fw={700}>
              Ticket ID:
            </Text>{' '}
            {model.helpDeskTicketId}
          </Text>
          <Text>
            <Text span fw={700}>
              Subject:
            </Text>{' '}
            {model.helpDeskTicketSubject}
          </Text>
          <Text>
            <Text span fw={700}>
              Facility:
            </Text>{' '}
            {model.helpDeskTicketFacility}
          </Text>
        </Stack>
        {guard.element}
        <FeedbackSurveyFields
          form={form}
          commentMax={feedbackLimits.commentMax}
          charactersLeft={(left) => `Characters left: ${left}`}
        />
        <PublicFormActions guard={guard} loading={saveFeedback.isPending} />
      </Stack>
    </form>
  );
}
