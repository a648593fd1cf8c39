import { fieldMessages, maxId } from '@homer/contracts/fields';
import { HerosStatus, herosMessagesBackOffice as m } from '@homer/contracts/heros';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { herosAgencyContacts } from '../../db/schema/program-links.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { api, type Cast, createCast, insertAgency, insertApplication, insertRound } from './test-fixtures.ts';

let ctx: TestContext;
let cast: Cast;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx, 'hg');
  call = api(ctx);
});
afterAll(() => ctx.close());

describe('HEROS agencies', () => {
  it('lets HEROS users read agencies and refuses everyone else', async () => {
    const agencyId = await insertAgency(ctx);
    for (const [caller, status] of [
      [cast.reader, 200],
      [cast.other, 403],
      [undefined, 401],
    ] as const) {
      for (const [path, query] of [
        ['agencyList', 'pageSize=10'],
        ['agencyOptions', ''],
        ['agency', `id=${agencyId}`],
        ['agencyHistory', `id=${agencyId}`],
      ] as const) {
        expect([path, (await call.get(path, query, caller)).statusCode]).toEqual([path, status]);
      }
    }
    expect((await call.get('agency', `id=${maxId}`, cast.reader)).json().message).toBe(m.agencyNotFound);
    const past = await call.get('agency', `id=${maxId + 1}`, cast.reader);
    expect([past.statusCode, past.json().message]).toEqual([400, fieldMessages.id]);
  });

  it('lists by name with county, contacts and last round; shows contacts and applications per round', async () => {
    const first = await insertRound(ctx);
    const second = await insertRound(ctx);
    const agencyId = await insertAgency(ctx, { name: 'Zephyrhills Fire Rescue' });
    await insertAgency(ctx, { name: 'Zephyrhills Police' });
    await insertApplication(ctx, { roundId: first.roundId, agencyId, status: HerosStatus.Approved });
    await insertApplication(ctx, { roundId: second.roundId, agencyId });
    await ctx.db
      .insert(herosAgencyContacts)
      .values({ agencyId, userId: cast.reader.userId, contactRole: 'Primary' });

    const list = (await call.get('agencyList', 'pageSize=10&search=zephyr', cast.reader)).json();
    expect(list.data.map((r: { agencyName: string }) => r.agencyName)).toEqual([
      'Zephyrhills Fire Rescue',
      'Zephyrhills Police',
    ]);
    expect(list.data[0]).toMatchObject({
      countyName: 'Leon',
      contactCount: 1,
      lastApplicationStatusName: 'Submitted',
    });
    expect(list.data[1]).toMatchObject({ contactCount: 0, lastRoundName: null });
    const other = (await call.get('agencyList', 'pageSize=10&search=zephyr&countyId=28', cast.reader)).json();
    expect(other.data).toEqual([]);

    const detail = (await call.get('agency', `id=${agencyId}`, cast.reader)).json().value;
    expect(detail.agency).toMatchObject({ agencyName: 'Zephyrhills Fire Rescue', fein: '59-6000001' });
    expect(detail.contacts).toEqual([
      expect.objectContaining({ userId: cast.reader.userId, name: 'Rae Reader', contactRole: 'Primary' }),
    ]);
    expect(detail.applications.map((a: { roundId: number }) => a.roundId)).toEqual([
      second.roundId,
      first.roundId,
    ]);

    // Pages by cursor.
    const page1 = (await call.get('agencyList', 'pageSize=10', cast.reader)).json();
    expect(page1.totalRecords).toBeGreaterThanOrEqual(3);
    for (const [query, message] of [
      ['pageSize=10&countyId=2147483648', fieldMessages.idOrZero],
      ['pageSize=10&after=!!', 'The page cursor is not valid. Go back to the first page.'],
    ] as const) {
      const res = await call.get('agencyList', query, cast.reader);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });
});
