import type { CurrentUser } from '@homer/contracts/account';
import { storageKeys } from './storage-keys.ts';

export type SessionSnapshot = {
  /** False until the start-up user-info check has finished. */
  ready: boolean;
  user: CurrentUser | null;
};

let snapshot: SessionSnapshot = { ready: false, user: null };
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** The signed-in user and the stored bearer token; state only, the calls live in session.ts. */
export const sessionStore = {
  get(): SessionSnapshot {
    return snapshot;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setUser(user: CurrentUser | null): void {
    publish({ ready: true, user });
  },
  token(): string | null {
    // No storage: the build rendering a public page as a signed-out visitor sees it (decision 064).
    if (typeof localStorage === 'undefined') return null;
    return localStorage.getItem(storageKeys.jwt);
  },
  setToken(token: string): void {
    localStorage.setItem(storageKeys.jwt, token);
  },
  /** Spec "clears security": forget the token and the user. */
  clearSecurity(): void {
    localStorage.removeItem(storageKeys.jwt);
    publish({ ready: true, user: null });
  },
};
