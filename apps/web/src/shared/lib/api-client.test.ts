import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastShow = vi.fn();
vi.mock('../ui/toast.ts', () => ({ toast: { show: toastShow } }));
const closeAll = vi.fn();
vi.mock('@mantine/modals', () => ({ modals: { closeAll } }));
const showPhiRefusal = vi.fn();
vi.mock('./phi-refusal-toast.tsx', () => ({ showPhiRefusal }));

const { ApiError, apiGet, apiPost } = await import('./api-client.ts');
const { inFlightRequests } = await import('./in-flight-requests.ts');

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

const assign = vi.fn();
let fetchMock: ReturnType<typeof vi.fn>;

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(body === null ? null : JSON.stringify(body), { status }));
}

function lastRequest(): { url: URL; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [URL, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('window', {
    location: {
      origin: 'https://homer.example.org',
      pathname: '/ba/budgets/list',
      search: '',
      hash: '',
      assign,
    },
  });
  localStorage.setItem('jwt', 'token-123');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('api client', () => {
  it('resolves relative paths against the site root and sends the standard headers and query', async () => {
    respond(200, { ok: true });
    await expect(apiGet('api/Home/GetOptions', { query: { a: 1, b: null, c: 'x y' } })).resolves.toEqual({
      ok: true,
    });
    const { url, init, headers } = lastRequest();
    expect(url.origin + url.pathname).toBe('https://homer.example.org/api/Home/GetOptions');
    expect(url.searchParams.get('a')).toBe('1');
    expect(url.searchParams.has('b')).toBe(false);
    expect(url.searchParams.get('c')).toBe('x y');
    expect(url.searchParams.get('_ts')).toMatch(/^\d+$/);
    expect(url.searchParams.has('silent')).toBe(false);
    expect(init.method).toBe('GET');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('X-TimeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.get('X-UtcOffset')).toBe(String(-new Date().getTimezoneOffset()));
    expect(Date.parse(localStorage.getItem('lastAccess') ?? '')).not.toBeNaN();
  });

  it('posts JSON bodies and marks silent calls', async () => {
    respond(200, null);
    await expect(apiPost('api/Account/Logout', { body: { a: 1 }, silent: true })).resolves.toBeNull();
    const { url, init } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(url.searchParams.get('silent')).toBe('true');
  });

  it('sends FormData as multipart, leaving the content type (and its boundary) to the browser', async () => {
    respond(200, { isSuccessful: true });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await apiPost('api/HelpDesk/KnowledgeBase/UploadImage', { body: form });
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('answers a download with its bytes, and a refused one with the server message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.7', { status: 200 }));
    const blob = await apiGet<Blob>('api/HelpDesk/HelpDeskTicket/DownloadAttachment', { asBlob: true });
    expect(await blob.text()).toBe('%PDF-1.7');
    respond(404, { message: 'That file does not exist.' });
    await expect(
      apiGet('api/HelpDesk/HelpDeskTicket/DownloadAttachment', { asBlob: true, skipErrorHandling: [404] }),
    ).rejects.toThrow('That file does not exist.');
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('does not count a silent call as activity (lastAccess)', async () => {
    localStorage.removeItem('lastAccess');
    respond(200, {});
    await apiGet('api/Administration/SystemUpdate/Get', { silent: true });
    expect(localStorage.getItem('lastAccess')).toBeNull();
  });

  it('keeps the bearer token away from other hosts', async () => {
    respond(200, {});
    await apiGet('http://localhost:9051/scan');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('counts only non-silent calls as in flight', async () => {
    const seen: number[] = [];
    const unsubscribe = inFlightRequests.subscribe(() => seen.push(inFlightRequests.count()));
    respond(200, {});
    await apiGet('api/a', { silent: true });
    respond(200, {});
    await apiGet('api/b');
    unsubscribe();
    expect(seen).toEqual([1, 0]);
  });

  it('throws ApiError with status and body and reports the failure once', async () => {
    respond(500, { isSuccessful: false, message: 'boom', messageClass: 'error' });
    const error = await apiGet('api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, body: { message: 'boom' } });
    expect(toastShow).toHaveBeenCalledTimes(1);
    expect(toastShow).toHaveBeenCalledWith('Internal server error.', 'error', { autoCloseMs: undefined });
  });

  it('leaves statuses the caller handles alone', async () => {
    respond(429, { isSuccessful: false, message: 'Wait.', messageClass: 'error' });
    await expect(apiPost('api/Account/Login', { skipErrorHandling: [429] })).rejects.toMatchObject({
      status: 429,
    });
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('on 401 clears the token and goes to login with the current page and the inactive flag', async () => {
    respond(401, { isSuccessful: false, message: 'Unauthorized', messageClass: 'error' });
    await expect(apiGet('api/BA/GetBudgetList')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?redirectUrl=%2Fba%2Fbudgets%2Flist&inactive=true');
    expect(toastShow).not.toHaveBeenCalled();
  });

  it('ignores a 401 that arrives after the user logged out, so login is not sent back to the old page', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const pending = apiGet('api/BA/GetBudgetList');
    localStorage.removeItem('jwt');
    answer(new Response(JSON.stringify({ isSuccessful: false, message: 'Unauthorized' }), { status: 401 }));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('ignores a 401 for a call made without a session (a page refetching while the user logs out)', async () => {
    localStorage.removeItem('jwt');
    respond(401, { isSuccessful: false, message: 'Unauthorized', messageClass: 'error' });
    await expect(apiGet('api/Administration/UserSecurity/GetUserSecurity')).rejects.toMatchObject({
      status: 401,
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('answers every PHI refusal with the second-factor toast, closes dialogs and leaves the page', async () => {
    const phiRequired = (await import('@homer/contracts/messages')).messages.phiRequired;
    respond(467, { isSuccessful: false, message: phiRequired, messageClass: 'error' });
    await expect(apiGet('api/Inventory/RxFulfillment/GetList')).rejects.toMatchObject({ status: 467 });
    respond(418, { isSuccessful: false, message: phiRequired, route: 'pharmacy/reports' });
    await expect(apiGet('api/Inventory/RxFulfillment/GetList')).rejects.toMatchObject({ status: 418 });
    expect(showPhiRefusal.mock.calls).toEqual([[phiRequired], [phiRequired]]);
    expect(toastShow).not.toHaveBeenCalled();
    expect(closeAll).toHaveBeenCalledTimes(2);
    expect(assign.mock.calls).toEqual([['/'], ['/pharmacy/reports']]);
  });

  it('reports a network failure with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiGet('api/x')).rejects.toMatchObject({ status: 0 });
    expect(toastShow).toHaveBeenCalledWith(
      'The request could not be processed because a network transmission error occurred.',
      'error',
      { autoCloseMs: undefined },
    );
  });
});
