import { Typography } from '@mantine/core';
import { SanitizedHtml } from '../../../shared/ui/sanitized-html.tsx';

/** A release note's description as rich HTML (spec: "shown as rich HTML"). */
export function ReleaseNoteHtml({ html }: { html: string }) {
  return (
    <Typography fz="sm">
      <SanitizedHtml html={html} />
    </Typography>
  );
}
