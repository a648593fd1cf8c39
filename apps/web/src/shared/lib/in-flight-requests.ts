import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Counts non-silent requests so the shell's progress bar can show while any is pending. */
export const inFlightRequests = {
  begin(): void {
    count += 1;
    emit();
  },
  end(): void {
    count = Math.max(0, count - 1);
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  count(): number {
    return count;
  },
};

export function useInFlightRequestCount(): number {
  return useSyncExternalStore(inFlightRequests.subscribe, inFlightRequests.count, inFlightRequests.count);
}
