import { type IcqFeedbackForm, icqFeedbackFormSchema, icqMessages } from '@homer/contracts/icq';
import { captchaInterval } from '@homer/contracts/public-form';
import { Alert, Button, Group, Input, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { usePublicFormGuard } from '../../../shared/ui/public-form/use-public-form-guard.tsx';
import { useIcqFeedback } from '../api/get-icq-feedback.ts';
import { useSaveFeedback } from '../api/save-feedback.ts';

const commentLimit = 1000;

function messageOf(error: unknown): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const message = (error.body as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return 'Your feedback could not be saved. Please try again.';
}

/** User Feedback Survey about a review visit, reached from an emailed link (spec document 2). */
export default function IcqFeedbackPage() {
  const { id = '', guid = '' } = useParams();
  const feedback = useIcqFeedback(id, guid);
  const saveFeedback = useSaveFeedback();
  const guard = usePublicFormGuard(captchaInterval.slow);
  const [thanked, setThanked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ratingLabel = useId();
  const form = useForm<IcqFeedbackForm>({
    mode: 'controlled',
    initialValues: { rating: 0, comment: '' },
    validate: zod4Resolver(icqFeedbackFormSchema),
  });

  const model = feedback.data?.model ?? null;
  const submit = form.onSubmit(async (values) => {
    if (!guard.captcha || !model) return;
    setFailure(null);
    let message: string | null = null;
    try {
      const result = await saveFeedback.mutateAsync({
        ...values,
        id: model.id,
        guid,
        icqReviewId: model.icqReviewId,
        honeyPot: guard.honeyPot,
        recaptcha: guard.captcha,
      });
      if (result.isSuccessful) setThanked(true);
      else message = result.message ?? messageOf(null);
    } catch (error) {
      message = messageOf(error);
    } finally {
      guard.renew();
    }
    if (message) {
      // Spec document 2 §4: a failed save resets the rating.
      setFailure(message);
      form.setFieldValue('rating', 0);
    }
  });

  const notFound = feedback.isError || (feedback.data && !model);
  const left = commentLimit - form.values.comment.length;
  return (
    <Stack align="center" py="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={640}>
        <Stack>
          <Title order={1} size="h2">
            User Feedback Survey
          </Title>
          {/* Rendered from the first render: the guard attaches to its widget when the page mounts. */}
          {guard.element}
          {feedback.isPending ? <PageLoader /> : null}
          {notFound ? (
            <Alert color="red" role="alert">
              {feedback.data?.message ?? messageOf(feedback.error)}
            </Alert>
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
                <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} role="status">
                  {thanked ? icqMessages.feedbackSaved : icqMessages.feedbackAlreadySubmitted}
                </Alert>
              ) : (
                <form onSubmit={submit} noValidate>
                  <Stack>
                    <Text>Please rate your recent review visit and tell us about it.</Text>
                    <Input.Wrapper
                      id={ratingLabel}
                      label="Rating"
                      withAsterisk
                      error={form.errors.rating}
                      labelElement="div"
                    >
                      <div role="radiogroup" aria-labelledby={`${ratingLabel}-label`}>
                        <Rating
                          size="lg"
                          count={5}
                          getSymbolLabel={(stars) => (stars === 1 ? '1 star' : `${stars} stars`)}
                          value={form.values.rating}
                          onChange={(value) => form.setFieldValue('rating', value)}
                        />
                      </div>
                    </Input.Wrapper>
                    <Textarea
                      label="Comment"
                      autosize
                      minRows={4}
                      maxLength={commentLimit}
                      description={`${left} characters left`}
                      {...form.getInputProps('comment')}
                    />
                    {failure ? (
                      <Alert color="red" role="alert" variant="light">
                        {failure}
                      </Alert>
                    ) : null}
                    <Group justify="flex-end">
                      <Button type="submit" disabled={!guard.captcha} loading={saveFeedback.isPending}>
                        Submit
                      </Button>
                    </Group>
                  </Stack>
                </form>
              )}
            </>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
