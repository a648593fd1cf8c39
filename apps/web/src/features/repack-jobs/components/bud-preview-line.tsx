import { repackJobMessages as m } from '@homer/contracts/repack-jobs';
import { Text } from '@mantine/core';
import { usDate } from '../../../shared/lib/us-date.ts';
import type { BudPreview } from '../lib/repack-figures.ts';

/** The beyond-use date the chosen lots would give a job started today, with its rule, or why there is none. */
export function BudPreviewLine({ preview }: { preview: BudPreview }) {
  if (preview.kind === 'none')
    return (
      <Text size="sm" c="dimmed">
        Choose source lots to see the beyond-use date.
      </Text>
    );
  if (preview.kind === 'noExpiry')
    return (
      <Text size="sm" c="red.9">
        {m.sourceNoExpiry(preview.lotNumber)}
      </Text>
    );
  return (
    <Text size="sm" c={preview.passed ? 'red.9' : undefined}>
      <Text span fw={600}>
        Beyond-use date if started today: {usDate(preview.bud.date)}
      </Text>{' '}
      ({preview.bud.ruleText}){preview.passed && <> {m.budPassed}</>}
    </Text>
  );
}
