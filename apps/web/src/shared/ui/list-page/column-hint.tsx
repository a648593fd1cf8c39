import { ActionIcon, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';

/**
 * A column's plain-words explanation (issue 27 point 14): an info button beside the header's name, whose tooltip
 * opens on hover, on keyboard focus and on touch, and closes with Escape. The explanation is the button's
 * description, also while the tooltip is closed, so a screen reader says it when the button is reached.
 */
export function ColumnHint({ title, hint }: { title: string; hint: string }) {
  const hintId = useId();
  return (
    <>
      <Tooltip label={hint} withArrow multiline w={280} events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xs"
          aria-label={`About ${title}`}
          aria-describedby={hintId}
        >
          <IconInfoCircle size={14} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {/* Hidden from everyone, yet read as the button's description (aria-describedby reads hidden text). */}
      <span id={hintId} hidden>
        {hint}
      </span>
    </>
  );
}
