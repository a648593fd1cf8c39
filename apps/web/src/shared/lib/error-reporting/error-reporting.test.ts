import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('./error-reporting.ts');
let fetchMock: ReturnType<typeof vi.fn>;
let reporting: Module;

beforeEach(async () => {
  vi.resetModules();
  fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  // The web tests run in Node: the page is an event target with an address, and a document naming its build.
  const page = Object.assign(new EventTarget(), {
    location: { origin: 'http://localhost:3000', pathname: '/dashboard', search: '?token=x' },
  });
  vi.stubGlobal('window', page);
  const entry = { getAttribute: () => '/assets/index-Bx81kQ2a.js' };
  vi.stubGlobal('document', { querySelector: () => entry });
  reporting = await import('./error-reporting.ts');
});
afterEach(() => vi.unstubAllGlobals());

const sentBodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

describe('error reporting in the page', () => {
  it('sends nothing before the app installs it', () => {
    reporting.reportFailedCall('GET', '/api/x', 500);
    reporting.reportError(new Error('early'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports failed calls except 401, 403, 466, 467 and network failures, without their query', async () => {
    reporting.installErrorReporting();
    for (const status of [401, 403, 466, 467, 0]) reporting.reportFailedCall('GET', '/api/x', status);
    expect(fetchMock).not.toHaveBeenCalled();
    reporting.reportFailedCall(
      'POST',
      'http://localhost:3000/api/Inventory/GetRxData/12?rxNumber=7654321',
      500,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBodies()).toEqual([
      expect.objectContaining({
        kind: 'http',
        type: 'HTTP 500',
        message: 'POST /api/Inventory/GetRxData/:n',
        status: 500,
      }),
    ]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/ErrorReport/Report?silent=true');
    expect(init.keepalive).toBe(true);
  });

  it('reports uncaught errors and unhandled rejections, but not API errors the client already handled', async () => {
    reporting.installErrorReporting();
    window.dispatchEvent(
      Object.assign(new Event('error'), { error: new TypeError('boom'), message: 'boom' }),
    );
    const apiError = Object.assign(new Error('HTTP 500'), { name: 'ApiError' });
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: apiError, promise: Promise.resolve() }),
    );
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), {
        reason: new RangeError('bad'),
        promise: Promise.resolve(),
      }),
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBodies().map((b) => [b.kind, b.type, b.message])).toEqual([
      ['error', 'TypeError', 'boom'],
      ['unhandledrejection', 'RangeError', 'bad'],
    ]);
  });
});
