import { Input, Rating, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';

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
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const rating = form.getInputProps('rating');
  return (
    <>
      <Input.Wrapper
        label="Rating"
        withAsterisk
        error={rating.error}
        // The stars are radios: a div label plus the radiogroup's aria-labelledby names the group.
        labelElement="div"
        labelProps={{ id: labelId }}
        errorProps={{ id: errorId }}
      >
        <Rating
          size="lg"
          count={stars}
          value={rating.value}
          onChange={rating.onChange}
          getSymbolLabel={(value) => (value === 1 ? '1 star' : `${value} stars`)}
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={rating.error ? errorId : undefined}
        />
      </Input.Wrapper>
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
