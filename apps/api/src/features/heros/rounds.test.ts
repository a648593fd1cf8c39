import { fieldMessages, maxId } from '@homer/contracts/fields';
import type { HerosRoundSaveBody } from '@homer/contracts/heros';
import { herosMessagesBackOffice as m } from '@homer/contracts/heros';
import { messages } from '@homer/contracts/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { herosOrderOptions, herosRounds } from '../../db/schema/heros.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { api, type Cast, createCast, insertAgency, insertApplication, insertRound } from './test-fixtures.ts';

let ctx: TestContext;
let cast: Cast;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx, 'hr');
  call = api(ctx);
});
afterAll(() => ctx.close());

const option = (name: string, extra: Partial<HerosRoundSaveBody['orderOptions'][number]> = {}) => ({
  id: 0,
  optionName: name,
  dosage: '4 mg',
  sortOrder: 1,
  isActive: true,
  maxDosesPerApplication: null,
  ...extra,
});
const counts = async () =>
  (
    await ctx.db.execute<{ rounds: number; options: number }>(
      sql`select (select count(*)::int from heros_rounds) as rounds,
        (select count(*)::int from heros_order_options) as options`,
    )
  ).rows[0];
const roundRow = async (id: number) => {
  const [row] = await ctx.db.select().from(herosRounds).where(eq(herosRounds.id, id));
  return row;
};

describe('HEROS round access', () => {
  it('lets HEROS users read rounds, HEROS managers change them, and refuses everyone else', async () => {
    const { roundId } = await insertRound(ctx);
    for (const [caller, status] of [
      [cast.reader, 200],
      [cast.manager, 200],
      [cast.other, 403],
      [undefined, 401],
    ] as const) {
      for (const [path, query] of [
        ['roundList', ''],
        ['round', `id=${roundId}`],
        ['round', 'id=0'],
        ['roundHistory', `id=${roundId}`],
      ] as const) {
        expect([path, (await call.get(path, query, caller)).statusCode]).toEqual([path, status]);
      }
    }
    expect((await call.get('roundList', '', cast.reader)).json().canEdit).toBe(false);
    expect((await call.get('roundList', '', cast.manager)).json().canEdit).toBe(true);
    const before = await counts();
    for (const [path, body] of [
      ['roundSave', { id: 0, name: 'Nope', opensAt: null, closesAt: null, orderOptions: [] }],
      ['roundOpen', { roundId }],
      ['roundClose', { roundId }],
    ] as const) {
      for (const [caller, status] of [
        [cast.reader, 403],
        [cast.other, 403],
        [undefined, 401],
      ] as const) {
        const res = await call.post(path, body, caller);
        expect([path, res.statusCode]).toEqual([path, status]);
        if (status === 403) expect(res.json().message).toBe(messages.accessDenied);
      }
    }
    expect(await counts()).toEqual(before);
    expect((await roundRow(roundId))?.isOpen).toBe(false);
  });
});

describe('HEROS round save', () => {
  it('creates and edits a round with its options, limits and dates', async () => {
    const res = await call.post(
      'roundSave',
      {
        id: 0,
        name: ' Spring 2027 ',
        opensAt: '2027-03-01T00:00:00-05:00',
        closesAt: '2027-04-01T00:00:00-04:00',
        orderOptions: [
          option('Nasal spray', { maxDosesPerApplication: 48 }),
          option('Vial', { sortOrder: 2 }),
        ],
      },
      cast.manager,
    );
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.roundSaved });
    const roundId = res.json().value as number;
    const detail = (await call.get('round', `id=${roundId}`, cast.manager)).json().value;
    expect(detail).toMatchObject({
      name: 'Spring 2027',
      isOpen: false,
      opensAt: '2027-03-01T05:00:00.000Z',
      canEdit: true,
      orderOptions: [
        { optionName: 'Nasal spray', maxDosesPerApplication: 48, inUse: false },
        { optionName: 'Vial', maxDosesPerApplication: null },
      ],
    });
    const [spray, vial] = detail.orderOptions;
    // Used options can be deactivated but not removed; unused ones can be removed.
    const agencyId = await insertAgency(ctx);
    await insertApplication(ctx, { roundId, agencyId, optionIds: [spray.id] });
    const edit = {
      id: roundId,
      name: 'Spring 2027',
      opensAt: null,
      closesAt: null,
      orderOptions: [{ ...spray, isActive: false }],
    };
    const saved = await call.post('roundSave', edit, cast.manager);
    expect(saved.json().isSuccessful, saved.body).toBe(true);
    const options = await ctx.db
      .select()
      .from(herosOrderOptions)
      .where(eq(herosOrderOptions.roundId, roundId));
    expect(options.map((o) => [o.id, o.isActive])).toEqual([[spray.id, false]]);
    expect(options.find((o) => o.id === vial.id)).toBeUndefined();

    const before = await counts();
    const removeUsed = await call.post('roundSave', { ...edit, orderOptions: [] }, cast.manager);
    expect(removeUsed.json()).toMatchObject({
      isSuccessful: false,
      message: m.optionInUse('Nasal spray (4 mg)'),
    });
    expect(await counts()).toEqual(before);
    const history = (await call.get('roundHistory', `id=${roundId}`, cast.reader)).json();
    expect(history.some((h: { field: string }) => h.field.startsWith('Order Option: '))).toBe(true);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const { roundId } = await insertRound(ctx);
    const other = await insertRound(ctx);
    const [otherOption] = other.optionIds;
    const base = { id: 0, name: 'Bad round', opensAt: null, closesAt: null, orderOptions: [] };
    const before = await counts();
    for (const [body, message] of [
      [{ ...base, name: '' }, m.roundNameRequired],
      [{ ...base, name: 'a\u0000b' }, fieldMessages.characters],
      [{ ...base, name: 'x'.repeat(101) }, m.roundNameTooLong],
      [{ ...base, id: maxId + 1 }, fieldMessages.idOrZero],
      [{ ...base, opensAt: '2027-04-01T00:00:00Z', closesAt: '2027-03-01T00:00:00Z' }, m.roundDatesOrder],
      [{ ...base, opensAt: 'tomorrow' }, m.dateInvalid],
      [{ ...base, orderOptions: [option('Spray', { maxDosesPerApplication: 0 })] }, m.maxDosesRange],
      [{ ...base, orderOptions: [option('Spray', { maxDosesPerApplication: 1_000_000 })] }, m.maxDosesRange],
      [{ ...base, orderOptions: [option('')] }, m.optionNameRequired],
      [{ ...base, orderOptions: [option('Spray', { dosage: ' ' })] }, m.dosageRequired],
      [{ ...base, orderOptions: [option('Spray', { sortOrder: 1000 })] }, m.sortRange],
      [
        { ...base, orderOptions: Array.from({ length: 51 }, (_, i) => option(`Spray ${i}`)) },
        m.optionsTooMany,
      ],
      [{ ...base, orderOptions: [option('Spray', { id: maxId + 1 })] }, fieldMessages.idOrZero],
    ] as const) {
      const res = await call.post('roundSave', body, cast.manager);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    for (const [body, message] of [
      [{ ...base, orderOptions: [option('Spray'), option('spray')] }, m.optionDuplicate],
      [{ ...base, id: roundId, orderOptions: [option('Spray', { id: otherOption })] }, m.optionNotInRound],
      [{ ...base, name: (await roundRow(other.roundId))?.name.toUpperCase() }, m.roundNameTaken],
    ] as const) {
      const res = await call.post('roundSave', body, cast.manager);
      expect([res.statusCode, res.json().message]).toEqual([200, message]);
    }
    const unknown = await call.post('roundSave', { ...base, id: maxId }, cast.manager);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, m.roundNotFound]);
    expect(await counts()).toEqual(before);
    expect((await call.get('round', `id=${maxId}`, cast.reader)).statusCode).toBe(404);
    expect((await call.get('round', `id=${maxId + 1}`, cast.reader)).statusCode).toBe(400);
  });
});

describe('HEROS round open and close', () => {
  it('opening a round closes the open one in the same step; closing closes it', async () => {
    const first = await insertRound(ctx, { open: true });
    const second = await insertRound(ctx);
    const firstName = (await roundRow(first.roundId))?.name ?? '';
    const res = await call.post('roundOpen', { roundId: second.roundId }, cast.manager);
    expect(res.json()).toMatchObject({ isSuccessful: true, message: m.roundOpenedClosedOther(firstName) });
    expect((await roundRow(first.roundId))?.isOpen).toBe(false);
    expect((await roundRow(second.roundId))?.isOpen).toBe(true);
    const open = await ctx.db.select().from(herosRounds).where(eq(herosRounds.isOpen, true));
    expect(open.map((r) => r.id)).toEqual([second.roundId]);
    // The public page follows the open round.
    const publicPage = await ctx.app.inject({ method: 'GET', url: '/api/PublicHEROS/GetPublicApplication' });
    expect(publicPage.json().roundId).toBe(second.roundId);

    const again = await call.post('roundOpen', { roundId: second.roundId }, cast.manager);
    expect(again.json()).toMatchObject({ isSuccessful: false, message: m.roundAlreadyOpen });
    const closed = await call.post('roundClose', { roundId: second.roundId }, cast.manager);
    expect(closed.json()).toMatchObject({ isSuccessful: true, message: m.roundClosed });
    expect((await roundRow(second.roundId))?.isOpen).toBe(false);
    const closedAgain = await call.post('roundClose', { roundId: second.roundId }, cast.manager);
    expect(closedAgain.json()).toMatchObject({ isSuccessful: false, message: m.roundAlreadyClosed });
    const gone = await ctx.app.inject({ method: 'GET', url: '/api/PublicHEROS/GetPublicApplication' });
    expect(gone.json().roundId).toBe(0);
  });

  it('refuses to open an unknown round, one without active options, or one past its Closes date', async () => {
    const missing = await call.post('roundOpen', { roundId: maxId }, cast.manager);
    expect([missing.statusCode, missing.json().message]).toEqual([404, m.roundNotFound]);
    const past = await call.post('roundOpen', { roundId: maxId + 1 }, cast.manager);
    expect([past.statusCode, past.json().message]).toEqual([400, fieldMessages.id]);
    const empty = await insertRound(ctx, { options: [] });
    const res = await call.post('roundOpen', { roundId: empty.roundId }, cast.manager);
    expect(res.json()).toMatchObject({ isSuccessful: false, message: m.roundNoActiveOptions });
    const ended = await insertRound(ctx);
    await ctx.db
      .update(herosRounds)
      .set({ closesAt: new Date(Date.now() - 60_000) })
      .where(eq(herosRounds.id, ended.roundId));
    const late = await call.post('roundOpen', { roundId: ended.roundId }, cast.manager);
    expect(late.json()).toMatchObject({ isSuccessful: false, message: m.roundEnded });
    expect((await roundRow(ended.roundId))?.isOpen).toBe(false);
  });
});
