import type { GlobalAuditRecord } from '@homer/contracts/global-audit';
import { lazy, Suspense } from 'react';
import { Clamp } from './clamp.tsx';

// Few audited fields hold HTML: DOMPurify (11 kB) loads with the first such value, not with the list. The clamp
// mounts with the markup, so it measures the real height.
const SafeHtml = lazy(() => import('./safe-html.tsx').then((module) => ({ default: module.SafeHtml })));

type Props = {
  row: GlobalAuditRecord;
  value: string | null;
  /** The server's reading of the value (a referenced record's name, a code's name, Yes/No), if any. */
  label: string | null;
};

/**
 * Changed From / Changed To. A value with a label reads as that label; a field that holds the spec's HTML renders
 * as sanitized HTML; any other value is text, shown as stored. Long values (release notes made 350 px rows) are
 * clamped to a few lines with "Show all".
 */
export function ChangeValue({ row, value, label }: Props) {
  if (label !== null) return label;
  if (value === null) return null;
  if (!row.isHtml) return <Clamp length={value.length}>{value}</Clamp>;
  return (
    <Suspense fallback={null}>
      <SafeHtml html={value} />
    </Suspense>
  );
}
