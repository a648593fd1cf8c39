import { describe, expect, it } from 'vitest';
import {
  browserName,
  createErrorReporter,
  type ErrorReportBody,
  fitBody,
  maxReportBytes,
} from './error-reporter.ts';

function setup(overrides: { location?: string; maxPerMinute?: number } = {}) {
  const sent: ErrorReportBody[] = [];
  const raw: string[] = [];
  let time = 1_000_000;
  const reporter = createErrorReporter({
    send: (body) => {
      raw.push(body);
      sent.push(JSON.parse(body));
    },
    now: () => time,
    release: 'index-Bx81kQ2a',
    browser: 'Chrome 131',
    location: () => overrides.location ?? '/dashboard',
    ...(overrides.maxPerMinute ? { maxPerMinute: overrides.maxPerMinute } : {}),
  });
  return { reporter, sent, raw, advance: (ms: number) => (time += ms) };
}

describe('error reporter', () => {
  it('scrubs tokens, e-mails, phone numbers, dates, Rx numbers and query values before sending', () => {
    const { reporter, sent, raw } = setup({
      location:
        '/support/tickets/feedback/12/3f2a1b4c-1111-2222-3333-444455556666?guid=abc&search=Jane%20Doe&page=3',
    });
    reporter.report({
      kind: 'error',
      type: 'Error',
      message:
        'Save failed for jane.doe@clinic.org (DOB 1961-04-12, 04/12/1961), phone 305-555-0142, Rx 7654321, Authorization: Bearer eyJhbGciOi.eyJzdWIi.sig',
      stack: 'Error: x\n    at save (https://homer.example/assets/page-Bx81kQ2a.js?token=s3cret:1:52311)',
    });
    expect(sent[0]).toEqual({
      kind: 'error',
      type: 'Error',
      message:
        'Save failed for [email] (DOB [date], [date]), phone [phone], Rx [number], Authorization: Bearer [token]',
      stack: 'Error: x\n    at save (/assets/page-Bx81kQ2a.js:1:52311)',
      route: '/support/tickets/feedback/:n/[guid]?page=3',
      release: 'index-Bx81kQ2a',
      browser: 'Chrome 131',
    });
    for (const secret of ['jane', '1961', '0142', '7654321', 'eyJ', 's3cret', 'Jane', 'abc', '3f2a1b4c']) {
      expect(raw[0]).not.toContain(secret);
    }
  });

  it('sends the same error once per five minutes, and a different one at once', () => {
    const { reporter, sent, advance } = setup();
    const error = {
      kind: 'error' as const,
      type: 'TypeError',
      message: 'x is not a function',
      stack: 'at f (a.js:1:2)',
    };
    expect(reporter.report(error)).toBe(true);
    advance(60_000);
    expect(reporter.report(error)).toBe(false);
    expect(reporter.report({ ...error, message: 'y is not a function' })).toBe(true);
    advance(4 * 60_000);
    expect(reporter.report(error)).toBe(true);
    expect(sent.map((s) => s.message)).toEqual([
      'x is not a function',
      'y is not a function',
      'x is not a function',
    ]);
  });

  it('sends at most ten reports a minute from this browser', () => {
    const { reporter, sent, advance } = setup();
    const results = Array.from({ length: 12 }, (_, i) =>
      reporter.report({ kind: 'http', type: 'HTTP 500', message: `GET /api/x/${i}`, status: 500 }),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(sent).toHaveLength(10);
    advance(60_000);
    expect(reporter.report({ kind: 'http', type: 'HTTP 500', message: 'GET /api/y', status: 500 })).toBe(
      true,
    );
  });

  it('keeps a report within 32 KB, shortening the stack first', () => {
    const { reporter, raw } = setup();
    reporter.report({ kind: 'error', type: 'Error', message: 'big', stack: 'at f\n'.repeat(10_000) });
    expect(new TextEncoder().encode(raw[0]).length).toBeLessThanOrEqual(maxReportBytes);
    const body: ErrorReportBody = {
      kind: 'error',
      type: 'Error',
      message: 'é'.repeat(20_000),
      stack: 'x'.repeat(20_000),
      route: '/',
      release: 'r',
    };
    const fitted = fitBody(body, maxReportBytes);
    expect(new TextEncoder().encode(fitted).length).toBeLessThanOrEqual(maxReportBytes);
    expect(JSON.parse(fitted).stack).toBeUndefined();
    expect(JSON.parse(fitted).message.length).toBeGreaterThan(1000);
  });

  it('names the browser by name and major version only', () => {
    expect(
      browserName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36',
      ),
    ).toBe('Chrome 131');
    expect(browserName('Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox 133',
    );
    expect(browserName('curl/8')).toBe('Other');
  });
});
