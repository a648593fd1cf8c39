import type { LiveEvent, LiveEventType } from '@homer/contracts/live-events';

type Handler = (data: unknown) => void;

const handlers = new Map<LiveEventType, Set<Handler>>();

/** Hands an event from the stream to everything listening for its type. */
export function emitLiveEvent(event: LiveEvent): void {
  for (const handler of handlers.get(event.type) ?? []) {
    try {
      handler(event.data);
    } catch (error) {
      // One listener's failure must not keep the event from the others.
      console.error(error);
    }
  }
}

/** Listens for one event type; returns the function that stops listening. */
export function onLiveEvent(type: LiveEventType, handler: Handler): () => void {
  const set = handlers.get(type) ?? new Set<Handler>();
  set.add(handler);
  handlers.set(type, set);
  return () => {
    set.delete(handler);
  };
}
