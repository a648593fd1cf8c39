import { lazy, Suspense, useState } from 'react';
import type { AuditHistoryProps } from './audit-history-dialog.tsx';

// A record's trail is read now and then: its dialog and table load when first opened, not with the record's page.
const AuditHistoryDialog = lazy(() =>
  import('./audit-history-dialog.tsx').then((module) => ({ default: module.AuditHistoryDialog })),
);

/** One record's changes, newest first (the dialog loads on first opening and then stays, for its close). */
export function AuditHistoryModal(props: AuditHistoryProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuditHistoryDialog {...props} />
    </Suspense>
  );
}
