import { useSyncExternalStore } from 'react';
import { type SessionSnapshot, sessionStore } from './session-store.ts';

/** Current user (null when signed out) for components; re-renders on sign-in, sign-out and refresh. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
