import { Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

const ratingMax = 5;

/** Read-only stars with their number in words (the stars themselves are hidden from assistive technology). */
export function RatingStars({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Group gap={2} c="yellow.8" aria-hidden="true" wrap="nowrap">
        {Array.from({ length: ratingMax }, (_, i) =>
          i < rating ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five stars
            <IconStarFilled key={i} size={size} />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five stars
            <IconStar key={i} size={size} />
          ),
        )}
      </Group>
      <Text size="sm">
        {rating} of {ratingMax}
      </Text>
    </Group>
  );
}
