/**
 * Keeps the events of `types` sent to `target` while their real listener is not there yet, and sends them again
 * once it is (modals-host.tsx: the modal provider loads with the first modal).
 */
export function keepEvents(target: EventTarget, types: readonly string[], onKept: () => void) {
  const kept: CustomEvent[] = [];
  const keep = (event: Event) => {
    kept.push(event as CustomEvent);
    onKept();
  };
  for (const type of types) target.addEventListener(type, keep);
  const stop = () => {
    for (const type of types) target.removeEventListener(type, keep);
  };
  return {
    stop,
    /** Stops keeping, then sends the kept events again in their order, to the listeners there now. */
    release() {
      stop();
      for (const event of kept.splice(0)) {
        target.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
      }
    },
  };
}
