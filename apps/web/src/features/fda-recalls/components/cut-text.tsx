import { cutRecallText } from '@homer/contracts/fda-recalls';
import { Tooltip } from '@mantine/core';

/** Spec §2.3: over 40 characters shows 37 and '...', the full text in a tooltip (on hover and on focus). */
export function CutText({ value }: { value: string }) {
  const { text, isCut } = cutRecallText(value);
  if (!isCut) return <span>{value}</span>;
  return (
    <Tooltip label={value} multiline w={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how keyboard users reach the full text */}
      <span tabIndex={0} data-full-text={value}>
        {text}
      </span>
    </Tooltip>
  );
}
