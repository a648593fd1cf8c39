import { useCallback, useEffect, useRef, useState } from 'react';
import { keepEvents } from './kept-events.ts';
import { lazyPart } from './lazy-part.tsx';

const ModalsStack = lazyPart(() => import('./modals-stack.tsx').then((module) => module.ModalsStack));

/** The window events `modals.open*` of @mantine/modals dispatch (its provider listens for them). */
const openEvents = ['openModal', 'openConfirmModal', 'openContextModal'].map(
  (name) => `mantine-modals:${name}`,
);

/**
 * The app opens modals through @mantine/modals' event API (`modals.openConfirmModal`), which needs no
 * provider around the caller. The provider itself, with Mantine's Modal, scroll area, focus trap and
 * floating-ui, loads with the first modal rather than with every page (docs/decisions/030-page-weight-
 * budgets.md); the events sent before it listens are kept and sent again once it does.
 */
export function ModalsHost() {
  const [needed, setNeeded] = useState(false);
  const keeper = useRef<ReturnType<typeof keepEvents> | null>(null);

  useEffect(() => {
    const kept = keepEvents(window, openEvents, () => setNeeded(true));
    keeper.current = kept;
    return kept.stop;
  }, []);

  const onReady = useCallback(() => keeper.current?.release(), []);
  if (!needed) return null;
  return <ModalsStack onReady={onReady} />;
}
