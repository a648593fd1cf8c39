import type { GlobalAuditRecord } from '@homer/contracts/global-audit';
import { Spoiler } from '@mantine/core';
import { SafeHtml } from './safe-html.tsx';

type Props = {
  row: GlobalAuditRecord;
  value: string | null;
  /** The server's reading of the value (a referenced record's name, a code's name, Yes/No), if any. */
  label: string | null;
};

// About three lines of a wide cell: shorter values never need the toggle, so most cells skip the measuring.
const clampFrom = 120;
const clampHeight = 64;

/**
 * Changed From / Changed To. A value with a label reads as that label; a field that holds the spec's HTML renders
 * as sanitized HTML; any other value is text, shown as stored. Long values (release notes made 350 px rows) are
 * clamped to a few lines with "Show all".
 */
export function ChangeValue({ row, value, label }: Props) {
  if (label !== null) return label;
  if (value === null) return null;
  const content = row.isHtml ? <SafeHtml html={value} /> : value;
  if (value.length < clampFrom) return content;
  return (
    <Spoiler maxHeight={clampHeight} showLabel="Show all" hideLabel="Show less">
      {content}
    </Spoiler>
  );
}
