/** What the page and the offline-cache worker share: built into both, so each side names the same things. */

/** The page the worker answers a page request with when the network is gone (apps/web/public/offline.html). */
export const offlinePage = 'offline.html';

/** Sent by the "has been updated" banner's reload: the waiting worker of the new build takes over. */
export const skipWaitingMessage = { type: 'SKIP_WAITING' } as const;

export function isSkipWaitingMessage(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === skipWaitingMessage.type
  );
}
