import { modals } from '@mantine/modals';
import { toast } from '../ui/toast.ts';
import { reportFailedCall } from './error-reporting/error-reporting.ts';
import { describeHttpError, networkErrorStatus } from './http-error-catalogue.ts';
import { inFlightRequests } from './in-flight-requests.ts';
import { buildLoginUrl } from './login-url.ts';
import { appNavigation } from './navigation.ts';
import { showPhiRefusal } from './phi-refusal-toast.tsx';
import { sessionStore } from './session-store.ts';
import { storageKeys } from './storage-keys.ts';
import { zoneHeaders } from './zone-headers.ts';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** Sent as JSON, except FormData, which goes as multipart/form-data (file uploads). */
  body?: unknown;
  /** Background call: passes silent=true and does not drive the progress bar. */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * Statuses the caller handles itself (true = all): no toast, redirect or sign-out for them.
   * The ApiError is thrown either way.
   */
  skipErrorHandling?: true | readonly number[];
  /** Answer with the response's bytes (file downloads) instead of its parsed JSON. */
  asBlob?: true;
};

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function isAbsolute(path: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//');
}

function buildUrl(path: string, options: RequestOptions): URL {
  const url = new URL(path, `${window.location.origin}/`);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
  }
  url.searchParams.set('_ts', String(Date.now()));
  if (options.silent) url.searchParams.set('silent', 'true');
  return url;
}

function buildHeaders(path: string, body: unknown): Headers {
  const headers = new Headers(zoneHeaders());
  // The browser writes a multipart body's content type itself, with its boundary.
  if (!(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const token = sessionStore.token();
  // The token never goes to other hosts such as the local scanner application.
  if (token && !isAbsolute(path)) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function skips(options: RequestOptions, status: number): boolean {
  const skip = options.skipErrorHandling;
  return skip === true || (Array.isArray(skip) && skip.includes(status));
}

/** Fetches the signed-in user's rights again (spec §8: after a 403 they may have changed). */
export function reloadUserInfo(): void {
  const user = sessionStore.get().user;
  if (!user) return;
  // The schema (and zod) load with the call: the client's start-up code stays free of them.
  Promise.all([
    import('@homer/contracts/account'),
    apiGet<unknown>(`api/Account/GetUserInfo/${user.id}`, { silent: true, skipErrorHandling: true }),
  ]).then(
    ([{ currentUserSchema }, fresh]) => {
      const parsed = currentUserSchema.safeParse(fresh);
      if (parsed.success) sessionStore.setUser(parsed.data);
    },
    // A refresh that fails leaves the known rights in place; the redirect home already happened.
    () => undefined,
  );
}

/** The one place the client reacts to a failed call (spec §8): toasts, sign-out, redirects. */
function handleHttpError(status: number, body: unknown, url: string): void {
  const outcome = describeHttpError(status, body, url, window.location.origin);
  if (outcome.closeModals) modals.closeAll();
  if (outcome.clearSecurity) sessionStore.clearSecurity();
  if (outcome.message && outcome.offerSecondFactor) showPhiRefusal(outcome.message);
  else if (outcome.message) toast.show(outcome.message, outcome.level, { autoCloseMs: outcome.autoCloseMs });
  if (outcome.reloadUser) reloadUserInfo();
  switch (outcome.action) {
    case 'login':
      if (window.location.pathname !== '/login') {
        appNavigation.go(buildLoginUrl(appNavigation.currentPath(), true));
      }
      break;
    case 'home':
      appNavigation.go('/');
      break;
    case 'dashboard':
      appNavigation.go('/dashboard');
      break;
    case 'route':
      appNavigation.go(outcome.route?.startsWith('/') ? outcome.route : `/${outcome.route ?? ''}`);
      break;
    case 'none':
      break;
  }
}

function errorMessage(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return status === networkErrorStatus ? 'Network error' : `HTTP ${status}`;
}

async function request<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const url = buildUrl(path, options);
  const init: RequestInit = { method, headers: buildHeaders(path, options.body), signal: options.signal };
  if (options.body instanceof FormData) init.body = options.body;
  else if (options.body !== undefined) init.body = JSON.stringify(options.body);

  const tokenAtStart = sessionStore.token();
  if (!options.silent) inFlightRequests.begin();
  try {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (cause) {
      // An abort is the caller's decision, not a failure to report.
      if (options.signal?.aborted) throw cause;
      if (!skips(options, networkErrorStatus)) handleHttpError(networkErrorStatus, null, url.href);
      throw new ApiError(networkErrorStatus, null, errorMessage(networkErrorStatus, null));
    }
    // A silent call is background work (polls such as the system update countdown's), not the user's activity:
    // like the server, which does not touch the session for it, it must not keep the inactivity timeout away.
    if (!options.silent) localStorage.setItem(storageKeys.lastAccess, new Date().toISOString());
    const body = response.ok && options.asBlob ? await response.blob() : await readBody(response);
    if (!response.ok) {
      // A 401 ends the session the call carried. A call without one (a page refetching as the user logs out),
      // or whose session has ended meanwhile, has nothing to end and must not send login back to that page.
      const staleSession =
        response.status === 401 && (tokenAtStart === null || sessionStore.token() !== tokenAtStart);
      if (!skips(options, response.status) && !staleSession) handleHttpError(response.status, body, url.href);
      // Refusals the page tells itself (skipErrorHandling) are answers, not errors (decision 070).
      if (!skips(options, response.status)) reportFailedCall(method, url.href, response.status);
      throw new ApiError(response.status, body, errorMessage(response.status, body));
    }
    return body as T;
  } finally {
    if (!options.silent) inFlightRequests.end();
  }
}

export function apiGet<T>(path: string, options?: RequestOptions): Promise<T> {
  return request<T>('GET', path, options);
}

export function apiPost<T>(path: string, options?: RequestOptions): Promise<T> {
  return request<T>('POST', path, options);
}

/** For the spec's PUT calls (api/BA/SaveBudget). */
export function apiPut<T>(path: string, options?: RequestOptions): Promise<T> {
  return request<T>('PUT', path, options);
}
