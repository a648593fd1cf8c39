import { VisuallyHidden } from '@mantine/core';

/**
 * A field's label on one of several lines: shown as the field's name, read (and listed by the error summary) with
 * the line's number, so 'Line 2 Quantity' is told apart from the first line's.
 */
export function LineLabel({ line, children }: { line: number; children: string }) {
  return (
    <>
      <VisuallyHidden>Line {line} </VisuallyHidden>
      {children}
    </>
  );
}
