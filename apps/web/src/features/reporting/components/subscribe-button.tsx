import type { SubscribableReport } from '@homer/contracts/report-subscriptions';
import { Button } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// Loaded when first opened: the form and its checks are not part of the report's first paint.
const SubscribeModal = lazy(() => import('./subscribe-modal.tsx'));

type Props = { report: SubscribableReport; title: string; filters: Readonly<Record<string, unknown>> };

export function SubscribeButton(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBellPlus size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Subscribe
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SubscribeModal {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
