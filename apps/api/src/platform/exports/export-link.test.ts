import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Auth } from '../sessions/sessions.ts';
import { readExportToken } from './download-token.ts';
import { defineExport } from './export-definition.ts';
import { exportLink } from './export-link.ts';

const config = { jwtSecret: new TextEncoder().encode('link-secret-link-secret-0123456789') } as Config;
const auth = { sessionId: 'session-9' } as Auth;
const definition = defineExport({
  kind: 'things',
  fileName: 'Things',
  access: 'signedIn',
  filters: z.object({ search: z.string() }),
  columns: [],
  rows: async () => [],
});

describe('exportLink', () => {
  it("answers a download address whose token carries the list's kind, its filters and the caller's session", async () => {
    const filters = { search: 'a&b=c?d' };
    const envelope = await exportLink(config, auth, definition, filters);
    expect(envelope.isSuccessful).toBe(true);
    const url = new URL(envelope.value ?? '', 'http://homer.test');
    expect(url.pathname).toBe('/api/Export/Download');
    // Filters with URL characters survive the address: the token is the only parameter.
    expect([...url.searchParams.keys()]).toEqual(['token']);
    const token = url.searchParams.get('token') ?? '';
    expect(await readExportToken(config.jwtSecret, token)).toEqual({
      kind: 'things',
      filters,
      sid: 'session-9',
    });
  });

  it('is never made for an anonymous caller', async () => {
    await expect(exportLink(config, null, definition, { search: '' })).rejects.toThrow(/signed-in/);
  });
});
