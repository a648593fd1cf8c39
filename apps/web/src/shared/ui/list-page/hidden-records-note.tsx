import { Anchor, Text } from '@mantine/core';

type Props = {
  /** hiddenRecordsText's line; nothing is shown when it is null. */
  text: string | null;
  /** Clears the filter that hides the records. */
  onShowAll: () => void;
};

/**
 * Which records a list's filter hides, and one click to show them. Rendered last among ListPage's `filters`: its
 * full width puts it on a line of its own under them (behind the Filters toggle on a phone, with the filters).
 */
export function HiddenRecordsNote({ text, onShowAll }: Props) {
  // Always in the page, so a screen reader hears the line change when the filter does.
  return (
    <Text size="sm" c="dimmed" w="100%" aria-live="polite" data-testid="hidden-records">
      {text && (
        <>
          {text}{' '}
          <Anchor component="button" type="button" size="sm" onClick={onShowAll}>
            Show all
          </Anchor>
        </>
      )}
    </Text>
  );
}
