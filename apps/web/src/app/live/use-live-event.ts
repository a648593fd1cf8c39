import type { LiveEventData, LiveEventType } from '@homer/contracts/live-events';
import { useEffect, useRef } from 'react';
import { onLiveEvent } from './live-event-bus.ts';

/**
 * Calls `handler` with each live event of `type` while the component is mounted. The latest handler is used,
 * so it may change between renders without listening again.
 */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  handler: (data: LiveEventData<T>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onLiveEvent(type, (data) => latest.current(data as LiveEventData<T>)), [type]);
}
