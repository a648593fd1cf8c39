import { Spoiler } from '@mantine/core';
import type { ReactNode } from 'react';

// About three lines of a wide cell: shorter values never need the toggle, so most cells skip the measuring.
const clampFrom = 120;
const clampHeight = 64;

/** A long changed value (release notes made 350 px rows), clamped to a few lines with "Show all". */
export function Clamp({ length, children }: { length: number; children: ReactNode }) {
  if (length < clampFrom) return children;
  return (
    <Spoiler maxHeight={clampHeight} showLabel="Show all" hideLabel="Show less">
      {children}
    </Spoiler>
  );
}
