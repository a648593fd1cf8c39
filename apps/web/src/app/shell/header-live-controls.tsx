import { lazy, Suspense, useState } from 'react';
import { NotificationButtons } from '../../features/notifications/components/notification-buttons.tsx';
import { useRightDrawerKind } from '../../shared/lib/right-drawer.ts';

// The drawer, with Mantine's Drawer, Select and the lists, loads on the first open only (decision 030).
const RightDrawer = lazy(() =>
  import('./right-drawer.tsx').then((module) => ({ default: module.RightDrawer })),
);

/** The header's notification and message icons, and the right drawer they (and the dashboard widgets) open. */
export function HeaderLiveControls() {
  const kind = useRightDrawerKind();
  // Mounted from the first open on, so that closing animates.
  const [used, setUsed] = useState(false);
  if (kind !== null && !used) setUsed(true);
  return (
    <>
      <NotificationButtons />
      {used && (
        <Suspense fallback={null}>
          <RightDrawer />
        </Suspense>
      )}
    </>
  );
}
