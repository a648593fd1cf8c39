import { sessionStore } from '../session-store.ts';
import type { ReportInput, ReportKind } from './error-reporter.ts';

/**
 * Wires the reporter to this page (docs/decisions/070-error-reporting.md): uncaught errors, unhandled rejections,
 * route errors and failed API calls. Nothing is sent before `installErrorReporting` (the app's start), so unit
 * tests of the API client and the pages never send reports.
 */

/** Spec §6, §9: these statuses are the session's and access rules' answers, not errors. */
const ignoredStatuses = new Set([401, 403, 466, 467]);
// silent: a report is not the user's activity and must not keep the inactivity timeout away (as other background calls).
const reportPath = '/api/ErrorReport/Report?silent=true';

type Loaded = { report: (input: ReportInput) => void; scrubUrl: (url: string) => string };
let installed = false;
let loaded: Promise<Loaded> | null = null;

/** The build, named as decision 033 names it: the entry script's hashed file name ("dev" when served by Vite). */
function release(): string {
  const src = document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';
  const name = /\/assets\/([\w-]+)\.js$/.exec(src)?.[1];
  return name ?? 'dev';
}

/** keepalive: a report made as the page unloads still arrives. The bearer token goes in the header, never the body. */
function send(body: string): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = sessionStore.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A report that cannot be delivered is dropped: reporting must never raise an error of its own.
  fetch(reportPath, { method: 'POST', body, headers, keepalive: true, credentials: 'omit' }).catch(
    () => undefined,
  );
}

function describe(error: unknown): { type: string; message: string; stack?: string } {
  if (error instanceof Error) return { type: error.name, message: error.message, stack: error.stack };
  // A thrown string or object: its text only (objects may hold form values, so not their fields).
  return {
    type: typeof error,
    message: typeof error === 'string' ? error : `Non-error value (${typeof error})`,
  };
}

/** Failures the API client already reported (or chose not to), and aborts, which are decisions, not errors. */
function alreadyHandled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ApiError' || error.name === 'AbortError');
}

/**
 * The reporter (scrubbing, once per window, the rate limit) loads with the first report: a page that never fails
 * never fetches it, and every signed-in page's first load is lighter for it (decision 030's budgets). A report
 * whose code cannot load (offline) is dropped, as one that cannot be sent.
 */
function withReporter(use: (loaded: Loaded) => void): void {
  if (!installed) return;
  loaded ??= Promise.all([import('./error-reporter.ts'), import('@homer/contracts/error-report-scrub')]).then(
    ([{ createErrorReporter, browserName }, { scrubUrl }]) => {
      const reporter = createErrorReporter({
        send,
        release: release(),
        browser: browserName(navigator.userAgent),
        location: () => `${window.location.pathname}${window.location.search}`,
      });
      return { report: (input: ReportInput) => reporter.report(input), scrubUrl };
    },
  );
  loaded.then(use).catch(() => undefined);
}

export function reportError(error: unknown, kind: ReportKind = 'error'): void {
  if (alreadyHandled(error)) return;
  const described = describe(error);
  withReporter(({ report }) => report({ kind, ...described }));
}

/** One failed API call: its method, path (no query) and status; never its body or the server's message. */
export function reportFailedCall(method: string, url: string, status: number): void {
  if (status === 0 || ignoredStatuses.has(status)) return;
  const path = new URL(url, window.location.origin).pathname;
  withReporter(({ report, scrubUrl }) =>
    report({ kind: 'http', type: `HTTP ${status}`, message: `${method} ${scrubUrl(path)}`, status }),
  );
}

export function installErrorReporting(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    // "Script error." with no error: another origin's script, about which the browser tells nothing useful.
    if (!event.error && !event.message) return;
    reportError(event.error ?? new Error(event.message), 'error');
  });
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'unhandledrejection'));
}
