import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/**
 * Mantine's modal manager, loaded with the first modal (modals-host.tsx). It registers its event listeners
 * in layout effects, so by the time `onReady` runs it hears the events the host kept for it.
 */
export function ModalsStack({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return <ModalsProvider />;
}
