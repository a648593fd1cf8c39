import { messages } from '@homer/contracts/messages';

type HttpErrorAction = 'login' | 'home' | 'dashboard' | 'route' | 'none';

/** What the client does about a failed call (spec document 1 §8); the api client carries it out. */
export type HttpErrorOutcome = {
  message: string | null;
  level: 'error';
  action: HttpErrorAction;
  /** Set with action 'route'. */
  route?: string;
  autoCloseMs?: number;
  closeModals?: true;
  clearSecurity?: true;
  /** 403: the user's module rights may have changed, so fetch them again. */
  reloadUser?: true;
  /** 467, 418: the message comes with a link to where the user enrols a second factor (decision 067). */
  offerSecondFactor?: true;
};

const httpErrorMessages = {
  internal: messages.internalError,
  cloudAbisDown: 'CloudABIS is currently down. Please wait a minute to see if the service it back up.',
  scannerUnreachable:
    'Could not connect to CloudScanr. Please ensure that the CloudScanr application is running.',
  network: 'The request could not be processed because a network transmission error occurred.',
} as const;

/**
 * The 403 message is some thirty words: at an ordinary reading pace that takes about ten seconds, not the two a
 * short toast gets (decision 085).
 */
export const accessDeniedReadMs = 10_000;

/** Status used for calls that never got an HTTP response (offline, refused, CORS). */
export const networkErrorStatus = 0;

function bodyField(body: unknown, field: 'message' | 'route'): string | null {
  if (typeof body !== 'object' || body === null || !(field in body)) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A local scanner app answers on localhost under a port other than the one this app is served from. */
function isLocalScannerUrl(url: string, appOrigin: string): boolean {
  let target: URL;
  try {
    target = new URL(url, appOrigin);
  } catch {
    return false;
  }
  const local = target.hostname === 'localhost' || target.hostname === '127.0.0.1';
  return local && target.port !== '' && target.origin !== new URL(appOrigin).origin;
}

export function describeHttpError(
  status: number,
  body: unknown,
  url: string,
  appOrigin: string = globalThis.location?.origin ?? 'http://localhost',
): HttpErrorOutcome {
  switch (status) {
    case 401:
      return { message: null, level: 'error', action: 'login', closeModals: true, clearSecurity: true };
    case 403:
      return {
        message: messages.accessDenied,
        level: 'error',
        action: 'home',
        reloadUser: true,
        autoCloseMs: accessDeniedReadMs,
      };
    case 500:
      return { message: httpErrorMessages.internal, level: 'error', action: 'none' };
    case 503:
      return {
        message: httpErrorMessages.cloudAbisDown,
        level: 'error',
        action: 'none',
        autoCloseMs: 10_000,
      };
    case 466:
      return { message: null, level: 'error', action: 'none' };
    case 467:
    case 418: {
      const route = status === 418 ? bodyField(body, 'route') : null;
      const refusal = {
        message: messages.phiRequired,
        level: 'error',
        closeModals: true,
        offerSecondFactor: true,
      } as const;
      return route ? { ...refusal, action: 'route', route } : { ...refusal, action: 'home' };
    }
    case 468:
      return { message: null, level: 'error', action: 'dashboard' };
    case 429:
      return {
        message: bodyField(body, 'message') ?? messages.tooManyAttempts,
        level: 'error',
        action: 'none',
      };
  }
  // Other 4xx answers from our API carry a readable reason; hiding it behind "network error" would mislead.
  const serverMessage = status >= 400 && status < 500 ? bodyField(body, 'message') : null;
  if (serverMessage) return { message: serverMessage, level: 'error', action: 'none' };
  const message = isLocalScannerUrl(url, appOrigin)
    ? httpErrorMessages.scannerUnreachable
    : httpErrorMessages.network;
  return { message, level: 'error', action: 'none' };
}
