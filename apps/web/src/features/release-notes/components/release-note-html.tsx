import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * A release note's description as rich HTML (spec: "shown as rich HTML"). The server sanitizes on save;
 * sanitizing again here means a row written around the API still cannot run script in the browser.
 */
export function ReleaseNoteHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <Typography fz="sm">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
