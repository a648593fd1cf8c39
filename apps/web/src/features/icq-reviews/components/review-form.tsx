import {
  type IcqReviewDetail,
  type IcqReviewForm,
  icqReviewFormSchema,
  icqReviewLimits,
  icqReviewMessages as m,
  proposedTimeProblem,
} from '@homer/contracts/icq-reviews';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { reviewKey, reviewListKey, reviewOptionsQuery, saveReview } from '../api/reviews.ts';

type Props = { review: IcqReviewDetail | null; onSaved: (id: number) => void; onCancel: () => void };

function initialValues(review: IcqReviewDetail | null): IcqReviewForm {
  return {
    facilityId: review?.facilityId ?? 0,
    street: review?.street ?? '',
    city: review?.city ?? '',
    state: review?.state ?? '',
    zip: review?.zip ?? '',
    reviewerUserId: review?.reviewerUserId ?? 0,
    proposedAt: review?.proposedAt ?? '',
    contactEmail: review?.contactEmail ?? '',
  };
}

const schemaErrors = zod4Resolver(icqReviewFormSchema);

/** Which field a server refusal belongs to; the rest are shown above the form. */
const fieldOf: Partial<Record<string, keyof IcqReviewForm>> = {
  [m.unknownFacility]: 'facilityId',
  [m.unknownReviewer]: 'reviewerUserId',
  [m.proposedPast]: 'proposedAt',
  [m.proposedTooFar]: 'proposedAt',
  [m.proposedInvalid]: 'proposedAt',
};

/**
 * Create or change a review visit. Choosing a facility fills in its address (which stays editable: the visit may
 * be elsewhere). A new time or reviewer proposes the visit again: the reviewer gets a new scheduling email.
 */
export function ReviewFormView({ review, onSaved, onCancel }: Props) {
  const queryClient = useQueryClient();
  const options = useQuery(reviewOptionsQuery);
  const form = useForm<IcqReviewForm>({
    mode: 'controlled',
    initialValues: initialValues(review),
    validate: (values) => {
      const errors = schemaErrors(values);
      // A time already proposed may lie in the past now; a new or changed one must lie ahead.
      if (!errors.proposedAt && values.proposedAt !== review?.proposedAt) {
        const problem = proposedTimeProblem(values.proposedAt);
        if (problem) errors.proposedAt = problem;
      }
      return errors;
    },
  });

  const server = useServerSubmit({
    fallback: 'The review could not be saved.',
    form,
    fieldOf: (message) => fieldOf[message] ?? null,
  });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await saveReview({ ...icqReviewFormSchema.parse(values), id: review?.id ?? 0 });
        if (!result.value) {
          server.refuse(result.message);
          return;
        }
        toast.success(result.message ?? m.saved);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: reviewListKey }),
          queryClient.invalidateQueries({ queryKey: reviewKey(result.value.id) }),
        ]);
        onSaved(result.value.id);
      }),
    server.summary.refuse,
  );

  const facilities = options.data?.facilities ?? [];
  const chooseFacility = (value: string | null) => {
    const id = value ? Number(value) : 0;
    form.setFieldValue('facilityId', id);
    const chosen = facilities.find((f) => f.value === id);
    if (chosen?.street) {
      form.setValues({ street: chosen.street, city: chosen.city, state: chosen.state, zip: chosen.zip });
    }
  };
  const facility = form.getInputProps('facilityId');
  const reviewer = form.getInputProps('reviewerUserId');
  return (
    <form ref={server.summary.formRef} onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <ErrorSummary {...server.summaryProps} />
        <RequiredSelect
          label="Facility"
          searchable
          data={facilities.map((f) => ({ value: String(f.value), label: f.text }))}
          error={facility.error}
          value={form.values.facilityId ? String(form.values.facilityId) : null}
          onChange={chooseFacility}
        />
        <TextInput
          label="Street address"
          withAsterisk
          maxLength={icqReviewLimits.street}
          {...form.getInputProps('street')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="City"
            withAsterisk
            maxLength={icqReviewLimits.city}
            {...form.getInputProps('city')}
          />
          <TextInput label="State" withAsterisk maxLength={2} {...form.getInputProps('state')} />
          <TextInput
            label="ZIP code"
            withAsterisk
            maxLength={icqReviewLimits.zip}
            {...form.getInputProps('zip')}
          />
        </SimpleGrid>
        <RequiredSelect
          label="Reviewer"
          description="Active users who are a Pharmacist or above in any module."
          searchable
          data={(options.data?.reviewers ?? []).map((r) => ({ value: String(r.value), label: r.text }))}
          error={reviewer.error}
          value={form.values.reviewerUserId ? String(form.values.reviewerUserId) : null}
          onChange={(value) => form.setFieldValue('reviewerUserId', value ? Number(value) : 0)}
        />
        <TextInput
          type="datetime-local"
          label="Proposed date and time"
          description="Eastern Time, the programme's time zone."
          withAsterisk
          {...form.getInputProps('proposedAt')}
        />
        <TextInput
          type="email"
          label="Facility contact email"
          description="Receives the feedback survey link. Leave empty to receive it yourself."
          maxLength={icqReviewLimits.contactEmail}
          {...form.getInputProps('contactEmail')}
        />
        {review && review.status !== 'Proposed' && (
          <Text size="sm" c="dimmed">
            Changing the time or the reviewer proposes the visit again: the reviewer is emailed new links and
            the current answer ({review.status}) is cleared.
          </Text>
        )}
        <SaveCancelActions onCancel={onCancel} saving={server.saving} />
      </Stack>
    </form>
  );
}
