import { Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { StarRating } from './star-rating.tsx';

type SurveyValues = { rating: number; comment: string };

type Props<T extends SurveyValues> = {
  form: UseFormReturnType<T>;
  commentMax: number;
  /** The two surveys' specs word the counter differently. */
  charactersLeft: (left: number) => string;
};

// Both surveys' specs ask for a 1 to 5 star rating.
const stars = 5;

/** The star rating and the comment with its counter, shared by the help-desk and the review feedback surveys. */
export function FeedbackSurveyFields<T extends SurveyValues>({ form, commentMax, charactersLeft }: Props<T>) {
  const rating = form.getInputProps('rating');
  return (
    <>
      <StarRating
        label="Rating"
        count={stars}
        value={rating.value}
        onChange={rating.onChange}
        error={rating.error}
      />
      <Textarea
        label="Comment"
        autosize
        minRows={4}
        maxLength={commentMax}
        description={charactersLeft(commentMax - form.values.comment.length)}
        {...form.getInputProps('comment')}
      />
    </>
  );
}
