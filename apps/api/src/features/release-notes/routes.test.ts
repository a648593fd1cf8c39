import type { ReleaseNote } from '@homer/contracts/release-notes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../db/tx.ts';
import { bearer, createTestContext, createUser, signIn, type TestContext } from '../../test/test-context.ts';
import { saveReleaseNote } from './save-release-note.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  // No module access at all: the page is for every signed-in user.
  await createUser(ctx.db, { userName: 'reader' });
  token = await signIn(ctx.app, 'reader');
  for (const [versionNumber, goLiveDate] of [
    ['0.9.0', '2026-01-15'],
    ['0.10.0', '2026-03-01'],
    ['0.10.1', '2026-03-01'],
    ['1.0.0', '2026-11-22'],
  ] as const) {
    await saveReleaseNote(ctx.db, systemActor, {
      versionNumber,
      goLiveDate,
      releaseNotes: `<p>${versionNumber}</p>`,
    });
  }
});
afterAll(() => ctx.close());

const url = '/api/ReleaseNotes/GetWebReleaseNotesList';
const get = (query: string, auth = true) =>
  ctx.app.inject({ method: 'GET', url: `${url}?${query}`, headers: auth ? bearer(token) : {} });
const versions = (body: { data: ReleaseNote[] }) => body.data.map((n) => n.versionNumber);

describe('GET api/ReleaseNotes/GetWebReleaseNotesList', () => {
  it('refuses an anonymous caller with 401', async () => {
    expect((await get('pageSize=50', false)).statusCode).toBe(401);
  });

  it('lists for any signed-in user, newest go-live date first, with the date as shown', async () => {
    const res = await get('pageSize=50');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRecords).toBe(4);
    // Same day: the higher version is the later release.
    expect(versions(body)).toEqual(['1.0.0', '0.10.1', '0.10.0', '0.9.0']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      versionNumber: '1.0.0',
      goLiveDate: '2026-11-22',
      goLiveDateString: '11/22/2026',
      releaseNotes: '<p>1.0.0</p>',
    });
  });

  it('sorts ascending by go-live date, and by version as numbers', async () => {
    expect(versions((await get('pageSize=50&sortField=goLiveDate&sortOrder=asc')).json())).toEqual([
      '0.9.0',
      '0.10.0',
      '0.10.1',
      '1.0.0',
    ]);
    expect(versions((await get('pageSize=50&sortField=versionNumber&sortOrder=desc')).json())).toEqual([
      '1.0.0',
      '0.10.1',
      '0.10.0',
      '0.9.0',
    ]);
  });

  it('pages on the server and ignores an unknown sort field', async () => {
    const body = (await get('page=2&pageSize=10&sortField=releaseNotes')).json();
    expect(body.totalRecords).toBe(4);
    expect(body.data).toEqual([]);
    expect((await get('pageSize=7')).statusCode).toBe(400);
  });
});
