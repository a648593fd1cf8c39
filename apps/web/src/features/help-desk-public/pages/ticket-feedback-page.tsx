import {
  type FeedbackForm,
  type FeedbackModel,
  feedbackFormSchema,
  feedbackLimits,
  feedbackMessages,
} from '@homer/contracts/help-desk-public';
import { captchaInterval } from '@homer/contracts/public-form';
import { Alert, Button, Group, Input, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { useFeedbackModel } from '../api/get-feedback-model.ts';
import { useSaveFeedback } from '../api/save-feedback.ts';

function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const message = (error.body as { message?: unknown }).message;
  return typeof message === 'string' ? message : null;
}

const title = 'Support Desk Ticket Feedback';

/** Help-desk feedback survey (spec document 1 §2.9): shown only for a link that names a survey. */
export default function TicketFeedbackPage() {
  const { id = '', guid = '' } = useParams();
  const validLink = /^\d{1,9}$/.test(id) && Number(id) > 0 && guid.length <= 100;
  const model = useFeedbackModel(validLink ? id : '0', validLink ? guid : '');

  if (validLink && model.isPending) return <PageLoader />;
  return (
    <Stack align="center" py="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={640}>
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {validLink && model.data && model.data.id > 0 ? (
            <FeedbackSurvey model={model.data} guid={guid} />
          ) : (
            !model.isFetching && <Text>This feedback survey is not available.</Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function FeedbackSurvey({ model, guid }: { model: FeedbackModel; guid: string }) {
  const guard = usePublicFormGuard(captchaInterval.slow);
  const saveFeedback = useSaveFeedback();
  const [thanked, setThanked] = useState(model.rating > 0);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FeedbackForm>({
    mode: 'controlled',
    initialValues: { id: model.id, helpDeskTicketId: model.helpDeskTicketId, guid, rating: 0, comment: '' },
    validate: zod4Resolver(feedbackFormSchema),
  });

  const submit = form.onSubmit(async (values) => {
    if (!guard.captcha) return;
    setFailure(null);
    try {
      const result = await saveFeedback.mutateAsync({
        ...values,
        honeyPot: guard.honeyPot,
        recaptcha: guard.captcha,
      });
      if (result.isSuccessful) {
        setThanked(true);
        return;
      }
      setFailure(result.message ?? 'Your feedback could not be saved.');
      form.setFieldValue('rating', 0);
    } catch (error) {
      setFailure(serverMessage(error) ?? 'Your feedback could not be saved.');
      form.setFieldValue('rating', 0);
    } finally {
      guard.renew();
    }
  });

  if (thanked) {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} role="status">
        {feedbackMessages.thankYou}
      </Alert>
    );
  }
  const left = feedbackLimits.commentMax - form.values.comment.length;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
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
        <Input.Wrapper
          label="Rating"
          withAsterisk
          error={form.errors.rating}
          labelElement="div"
          labelProps={{ id: 'feedback-rating-label' }}
          errorProps={{ id: 'feedback-rating-error' }}
        >
          <Rating
            size="lg"
            count={feedbackLimits.ratingMax}
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            getSymbolLabel={(value) => (value === 1 ? '1 star' : `${value} stars`)}
            role="radiogroup"
            aria-labelledby="feedback-rating-label"
            aria-describedby={form.errors.rating ? 'feedback-rating-error' : undefined}
          />
        </Input.Wrapper>
        <Textarea
          label="Comment"
          autosize
          minRows={4}
          maxLength={feedbackLimits.commentMax}
          description={`Characters left: ${left}`}
          {...form.getInputProps('comment')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!guard.captcha} loading={saveFeedback.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
