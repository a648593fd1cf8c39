import type { CurrentUser } from '@homer/contracts/account';
import { ApiError, apiGet, apiPost } from './api-client.ts';
import { appNavigation } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { sessionStore } from './session-store.ts';

/**
 * The account contract (and zod with it) is fetched alongside the user-info call, not before the first render:
 * signed-out visitors never need it (docs/decisions/030-page-weight-budgets.md).
 */
const accountContract = () => import('@homer/contracts/account');

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // A dead token may also be answered with 401; that simply means "not signed in" here.
  const [{ userInfoResponseSchema }, user] = await Promise.all([
    accountContract(),
    apiPost<unknown>('api/Account/GetUserInfo', { silent: true, skipErrorHandling: [401] }),
  ]);
  return userInfoResponseSchema.parse(user);
}

async function checkStoredToken(): Promise<void> {
  if (!sessionStore.token()) {
    sessionStore.setUser(null);
    return;
  }
  try {
    const user = await fetchCurrentUser();
    if (user) sessionStore.setUser(user);
    else sessionStore.clearSecurity();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) sessionStore.clearSecurity();
    // Server and network failures were reported by the api client; keep the token so a reload can retry.
    else sessionStore.setUser(null);
  }
}

let startup: Promise<void> | null = null;

/** Session actions: start-up check, sign-in with a fresh token, refresh and logout. */
export const session = {
  /** Resolves once the stored token has been checked (spec §9 "Start-up"); runs the check once. */
  ready(): Promise<void> {
    startup ??= checkStoredToken();
    return startup;
  },

  /** Stores the token from a successful login and loads its user; null when the token is refused. */
  async signIn(token: string): Promise<CurrentUser | null> {
    sessionStore.setToken(token);
    try {
      const user = await fetchCurrentUser();
      if (user) sessionStore.setUser(user);
      else sessionStore.clearSecurity();
      return user;
    } catch (error) {
      sessionStore.clearSecurity();
      throw error;
    }
  },

  /** GET api/Account/GetUserInfo/{userId}: keeps the server session alive and picks up changed rights. */
  async refresh(): Promise<void> {
    const current = sessionStore.get().user;
    if (!current) return;
    const [{ userInfoResponseSchema }, user] = await Promise.all([
      accountContract(),
      apiGet<unknown>(`api/Account/GetUserInfo/${current.id}`, { silent: true }),
    ]);
    const parsed = userInfoResponseSchema.parse(user);
    if (parsed) sessionStore.setUser(parsed);
  },

  async logout(): Promise<void> {
    const userId = sessionStore.get().user?.id ?? null;
    try {
      await apiPost('api/Account/Logout', { skipErrorHandling: true });
    } catch {
      // The local sign-out below must happen even when the server cannot be reached.
    } finally {
      sessionStore.clearSecurity();
      queryClient.clear();
      appNavigation.go('/login');
      // SSO users then also sign out at the identity provider, which returns them to login. Loaded here, not
      // at start-up: it brings the account contract and zod.
      const providerSignOut = await import('./single-sign-out.ts').then(
        (module) => module.singleSignOutUrl(userId),
        () => null,
      );
      if (providerSignOut) window.location.assign(providerSignOut);
    }
  },
};
