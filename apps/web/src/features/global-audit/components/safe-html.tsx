import { changeValueTags } from '@homer/contracts/global-audit';
import DOMPurify from 'dompurify';
import { Clamp } from './clamp.tsx';

/**
 * A changed value of a field that holds HTML (the record's isHtml). The API already sanitized it; DOMPurify runs again here so the browser never
 * trusts markup it did not check itself (DESIGN: rendered HTML goes through DOMPurify).
 */
export function SafeHtml({ html }: { html: string | null }) {
  if (!html) return null;
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS: changeValueTags, ALLOWED_ATTR: [] });
  return (
    <Clamp length={html.length}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the markup was sanitized by DOMPurify above. */}
      <span dangerouslySetInnerHTML={{ __html: clean }} />
    </Clamp>
  );
}
