import { scrubStack, scrubText, scrubUrl } from '@homer/contracts/error-report-scrub';

/**
 * The browser half of error reporting (docs/decisions/070-error-reporting.md), free of the DOM so it can be tested:
 * every report is scrubbed, the same error is sent once per window, at most `maxPerMinute` leave this browser a
 * minute, and a body never exceeds the server's 32 KB.
 */
export type ReportKind = 'error' | 'unhandledrejection' | 'route' | 'http';

export type ErrorReportBody = {
  kind: ReportKind;
  type: string;
  message: string;
  stack?: string;
  route: string;
  release: string;
  browser?: string;
  status?: number;
};

export type ReporterOptions = {
  send: (body: string) => void;
  now?: () => number;
  release: string;
  browser: string;
  /** Where the page is (path and query; scrubbed here). */
  location: () => string;
  maxPerMinute?: number;
  dedupeWindowMs?: number;
  maxBytes?: number;
};

export type ReportInput = {
  kind: ReportKind;
  type: string;
  message: string;
  stack?: string;
  status?: number;
};

/** Spec §9: 32 KB, the server's body limit too. */
export const maxReportBytes = 32 * 1024;
/** Message and stack lengths the server stores at most (contracts error-reports.ts). */
const maxMessage = 2000;
const maxStack = 16_000;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** The JSON of `body`, its stack (then its message) shortened until it fits in `limit` bytes. */
export function fitBody(body: ErrorReportBody, limit: number): string {
  let json = JSON.stringify(body);
  let fitted = body;
  while (bytes(json) > limit) {
    const excess = bytes(json) - limit;
    if (fitted.stack) {
      const keep = Math.max(0, fitted.stack.length - excess - 16);
      fitted = keep > 0 ? { ...fitted, stack: fitted.stack.slice(0, keep) } : { ...fitted, stack: undefined };
    } else {
      fitted = {
        ...fitted,
        message: fitted.message.slice(0, Math.max(1, fitted.message.length - excess - 16)),
      };
    }
    json = JSON.stringify(fitted);
  }
  return json;
}

export function createErrorReporter(options: ReporterOptions) {
  const now = options.now ?? Date.now;
  const maxPerMinute = options.maxPerMinute ?? 10;
  const dedupeWindowMs = options.dedupeWindowMs ?? 5 * 60_000;
  const limit = options.maxBytes ?? maxReportBytes;
  const lastSent = new Map<string, number>();
  let sentTimes: number[] = [];

  return {
    /** Whether the report was sent (false: a duplicate within the window, or over this minute's allowance). */
    report(input: ReportInput): boolean {
      const at = now();
      const body: ErrorReportBody = {
        kind: input.kind,
        type: scrubText(input.type || 'Error').slice(0, 100),
        message: scrubText(input.message || '(no message)').slice(0, maxMessage),
        ...(input.stack ? { stack: scrubStack(input.stack).slice(0, maxStack) } : {}),
        route: scrubUrl(options.location()).slice(0, 500),
        release: options.release.slice(0, 100),
        browser: options.browser.slice(0, 300),
        ...(input.status !== undefined ? { status: input.status } : {}),
      };
      // The same error from the same place: a render loop or a poll failing every few seconds is one report.
      const key = [
        body.kind,
        body.type,
        body.message,
        body.route,
        body.stack?.split('\n', 3).join('\n'),
      ].join('|');
      const previous = lastSent.get(key);
      if (previous !== undefined && at - previous < dedupeWindowMs) return false;
      sentTimes = sentTimes.filter((t) => at - t < 60_000);
      if (sentTimes.length >= maxPerMinute) return false;
      for (const [k, t] of lastSent) if (at - t >= dedupeWindowMs) lastSent.delete(k);
      lastSent.set(key, at);
      sentTimes.push(at);
      options.send(fitBody(body, limit));
      return true;
    },
  };
}

/** "Chrome 131", "Firefox 133", "Safari 18": enough to reproduce, without the full user-agent string. */
export function browserName(userAgent: string): string {
  const pairs: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/Chrome\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[.\d]* (Mobile\/\S+ )?Safari/, 'Safari'],
  ];
  for (const [pattern, name] of pairs) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${name} ${version}${/Mobile|Android/.test(userAgent) ? ' mobile' : ''}`;
  }
  return 'Other';
}
