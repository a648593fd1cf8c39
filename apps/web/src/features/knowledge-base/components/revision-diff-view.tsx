import { Stack, Text, VisuallyHidden } from '@mantine/core';
import type { FieldDiff } from '../lib/revision-diff.ts';
import classes from './revision-history.module.css';

/** One field's comparison: additions underlined, removals struck through, each also named for screen readers. */
function FieldComparison({ diff }: { diff: FieldDiff }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {diff.field}
        {diff.changed ? '' : ' (unchanged)'}
      </Text>
      <div className={classes.diff}>
        {diff.parts.map((part, index) => {
          const key = `${index}-${part.change}`;
          if (part.change === 'added')
            return (
              <ins key={key} className={classes.added}>
                <VisuallyHidden>[added: </VisuallyHidden>
                {part.text}
                <VisuallyHidden>]</VisuallyHidden>
              </ins>
            );
          if (part.change === 'removed')
            return (
              <del key={key} className={classes.removed}>
                <VisuallyHidden>[removed: </VisuallyHidden>
                {part.text}
                <VisuallyHidden>]</VisuallyHidden>
              </del>
            );
          return <span key={key}>{part.text}</span>;
        })}
      </div>
    </div>
  );
}

export function RevisionDiffView({ diffs }: { diffs: readonly FieldDiff[] }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Compared with the current document: <ins className={classes.added}>underlined text</ins> was added
        since this version, <del className={classes.removed}>struck-through text</del> was removed.
      </Text>
      {diffs.map((diff) => (
        <FieldComparison key={diff.field} diff={diff} />
      ))}
    </Stack>
  );
}
