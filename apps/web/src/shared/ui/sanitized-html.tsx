import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Rich HTML from the server (release notes, dashboard banners, push notifications). The server sanitizes what it
 * stores; DOMPurify runs again here so markup written around the API still cannot run script (DESIGN: rendered
 * HTML goes through DOMPurify).
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
