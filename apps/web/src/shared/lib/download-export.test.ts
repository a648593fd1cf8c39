import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadExport } from './download-export.ts';

const link = {
  isSuccessful: true,
  message: null,
  messageClass: null,
  value: '/api/Export/Download?token=t',
  model: null,
};
let fetchMock: ReturnType<typeof vi.fn>;
let anchors: { href: string; download: string; click: ReturnType<typeof vi.fn>; remove: () => void }[];

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn();
  anchors = [];
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', {
    createElement: () => {
      const anchor = { href: '', download: '', click: vi.fn(), remove: vi.fn() };
      anchors.push(anchor);
      return anchor;
    },
    body: { append: vi.fn() },
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloadExport', () => {
  it('fetches the file and saves it under the name the server gave it', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('xlsx bytes', {
        headers: { 'content-disposition': 'attachment; filename="Budget Invoices-2026-07-01.xlsx"' },
      }),
    );
    await downloadExport(async () => link);
    expect(fetchMock).toHaveBeenCalledWith('/api/Export/Download?token=t', { cache: 'no-store' });
    expect(anchors).toHaveLength(1);
    expect(anchors[0]).toMatchObject({ href: 'blob:file-1', download: 'Budget Invoices-2026-07-01.xlsx' });
    expect(anchors[0]?.click).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
  });

  it("says the server's refusal (a busy server, an expired link) instead of saving anything", async () => {
    const busy = 'Other exports are being prepared. Please try again in a minute.';
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ isSuccessful: false, message: busy, messageClass: 'error' }), {
        status: 503,
      }),
    );
    await expect(downloadExport(async () => link)).rejects.toThrow(busy);
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(downloadExport(async () => link)).rejects.toThrow('The export could not be created.');
    expect(anchors).toEqual([]);
  });

  it('does not fetch a file when the link was refused', async () => {
    await expect(
      downloadExport(async () => ({ ...link, isSuccessful: false, message: 'No.', value: null })),
    ).rejects.toThrow('No.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
