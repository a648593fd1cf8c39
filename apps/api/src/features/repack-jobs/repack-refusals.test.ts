import { fieldMessages } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import { repackJobMessages as m, repackJobPaths as paths } from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signatureMessages, signatureThrottle } from '../../platform/auth/electronic-signature.ts';
import { allLineClearance } from '../../platform/stock/stock-test-fixtures.ts';
import { repackState, repackTestContext } from '../../test/repack-test-setup.ts';
import { bearer, testPassword } from '../../test/test-context.ts';

const { t, who, p, post, draft } = repackTestContext();

/** Sends the request and expects it refused with `status` and `message`, storing nothing. */
async function refused(
  request: () => Promise<{ statusCode: number; json(): { message: string } }>,
  status: number,
  message: string,
) {
  const before = await repackState(t);
  const response = await request();
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toBe(message);
  expect(await repackState(t)).toBe(before);
}

const job = { pending: 0, running: 0, draft: 0 };
beforeAll(async () => {
  job.draft = (await draft(who.tech, 1)).json().model.id;
  job.running = (await draft(who.tech, 1)).json().model.id;
  await post(who.tech, paths.start, { jobId: job.running, lineClearance: allLineClearance });
  job.pending = (await draft(who.tech, 1)).json().model.id;
  await post(who.tech, paths.start, { jobId: job.pending, lineClearance: allLineClearance });
  await post(who.tech, paths.complete, { jobId: job.pending, actualCards: 1, wasteUnits: 0, sampleUnits: 0 });
});

/** A valid draft of two cards from the early lot; read once the fixtures exist. */
const draftBody = () => ({
  id: 0,
  inventorySiteId: t.f.main,
  outputProductId: p.card,
  plannedCards: 2,
  containerClass: 'A',
  sources: [{ lotId: p.early, quantity: 60 }],
});
const save = (changes: object) => post(who.tech, paths.save, { ...draftBody(), ...changes });

describe('a draft refuses what cannot be repacked', () => {
  it.each([
    ['planned cards of 0', { plannedCards: 0 }, m.cardsRange],
    ['planned cards past the limit', { plannedCards: 100_001 }, m.cardsRange],
    ['no container class', { containerClass: 'C' }, m.containerRequired],
    ['no source lot', { sources: [] }, m.sourcesRequired],
    [
      // A literal id: the table is read before the fixtures exist, and the refusal comes before any lookup.
      'a lot listed twice',
      {
        sources: [
          { lotId: 1, quantity: 30 },
          { lotId: 1, quantity: 30 },
        ],
      },
      m.sourceTwice,
    ],
    ['a lot id past the column', { sources: [{ lotId: 2_147_483_648, quantity: 60 }] }, m.sourcesRequired],
    ['a NUL in the note', { note: 'a\u0000b' }, fieldMessages.characters],
  ])('%s', async (_name, changes, message) => {
    await refused(() => save(changes), 400, message);
  });

  it('a product that is not repacked from another', async () => {
    await refused(() => save({ outputProductId: p.bulk }), 400, m.productNotRepacked);
  });

  it('an inactive site', async () => {
    await t.ctx.db.execute(sql`update inventory_sites set is_active = false where id = ${t.f.satellite}`);
    await refused(() => save({ inventorySiteId: t.f.satellite }), 400, m.siteNotFound);
    await t.ctx.db.execute(sql`update inventory_sites set is_active = true where id = ${t.f.satellite}`);
  });

  it('a lot of another product or site', async () => {
    const { rows } = await t.ctx.db.execute<{ id: number }>(
      sql`select id from stock_lots where ndc_product_id <> ${p.bulk} limit 1`,
    );
    const message = m.sourceNotHere;
    await refused(() => save({ sources: [{ lotId: rows[0]?.id ?? 1, quantity: 60 }] }), 400, message);
    await refused(() => save({ inventorySiteId: t.f.satellite }), 400, message);
  });

  it('more than a lot has free, and fewer units than the cards need', async () => {
    const tooMany = await freeMessage();
    await refused(() => save({ sources: [{ lotId: p.early, quantity: 5000 }] }), 400, tooMany);
    await refused(() => save({ sources: [{ lotId: p.early, quantity: 59 }] }), 400, m.sourcesTooFew(60, 59));
  });

  it('a change to a job that is no longer a draft', async () => {
    await refused(() => save({ id: job.running }), 400, m.notDraft);
  });

  it('a reader or another module', async () => {
    await refused(() => post(who.reader, paths.save, { id: 0 }), 403, messages.accessDenied);
    const outsider = await t.ctx.app.inject({
      method: 'GET',
      url: `/${paths.list}?page=1&pageSize=10`,
      headers: bearer(who.outsider.token),
    });
    expect(outsider.statusCode).toBe(403);
  });
});

async function freeMessage() {
  const { rows } = await t.ctx.db.execute<{ free: number }>(
    sql`select on_hand - allocated as free from stock_lots where id = ${p.early}`,
  );
  return m.sourceShort(rows[0]?.free ?? 0, 'MF-EARLY');
}

describe('the steps refuse out of turn', () => {
  it('starting without every line clearance item, or without a workstation', async () => {
    await refused(
      () => post(who.tech, paths.start, { jobId: job.draft, lineClearance: allLineClearance.slice(1) }),
      400,
      m.checklistIncomplete,
    );
    await t.ctx.db.execute(sql`update users set ci_workstation_id = null where id = ${who.tech2.userId}`);
    await refused(
      () => post(who.tech2, paths.start, { jobId: job.draft, lineClearance: allLineClearance }),
      400,
      m.workstationRequired,
    );
    await t.ctx.db.execute(
      sql`update users set ci_workstation_id = ${p.workstation} where id = ${who.tech2.userId}`,
    );
    await refused(
      () => post(who.tech, paths.start, { jobId: job.running, lineClearance: allLineClearance }),
      400,
      m.notDraftToStart,
    );
  });

  it('completing with more units than were set aside, with no cards, or twice', async () => {
    const over = { jobId: job.running, actualCards: 1, wasteUnits: 1, sampleUnits: 0 };
    await refused(() => post(who.tech, paths.complete, over), 400, m.usedMoreThanTaken(31, 30));
    await refused(() => post(who.tech, paths.complete, { ...over, actualCards: 0 }), 400, m.nothingMade);
    await refused(
      () => post(who.tech, paths.complete, { ...over, jobId: job.pending, wasteUnits: 0 }),
      400,
      m.notInProcess,
    );
  });

  it('releasing your own job, a job not pending, or as a technician', async () => {
    const body = { jobId: job.pending, password: testPassword };
    await refused(() => post(who.tech, paths.release, body), 403, messages.accessDenied);
    // A pharmacist who ran the job may not sign it either.
    const ownJob = (await draft(who.pharmacist, 1)).json().model.id;
    await post(who.pharmacist, paths.start, { jobId: ownJob, lineClearance: allLineClearance });
    await post(who.pharmacist, paths.complete, {
      jobId: ownJob,
      actualCards: 1,
      wasteUnits: 0,
      sampleUnits: 0,
    });
    await refused(() => post(who.pharmacist, paths.release, { ...body, jobId: ownJob }), 400, m.ownJob);
    await refused(
      () => post(who.pharmacist, paths.release, { ...body, jobId: job.running }),
      400,
      m.notPending,
    );
    await refused(() => post(who.pharmacist, paths.reject, { ...body, reason: ' ' }), 400, m.reasonRequired);
    await refused(
      () => post(who.pharmacist, paths.release, { ...body, password: '' }),
      400,
      m.passwordRequired,
    );
  });

  it('pauses signing after repeated wrong passwords, even the right one then', async () => {
    const body = { jobId: job.pending, password: 'guess' };
    for (let i = 0; i < signatureThrottle.failures; i++) {
      const response = await post(who.pharmacist2, paths.release, body);
      expect(response.json().message).toBe(signatureMessages.wrong);
    }
    await refused(
      () => post(who.pharmacist2, paths.release, { ...body, password: testPassword }),
      429,
      signatureMessages.paused,
    );
  });

  it('an account that signs in without a HOMER password cannot sign', async () => {
    await t.ctx.db.execute(sql`update users set password_hash = null where id = ${who.pharmacist2.userId}`);
    const body = { jobId: job.pending, password: testPassword };
    await refused(() => post(who.pharmacist2, paths.release, body), 400, signatureMessages.noPassword);
  });

  it('cancelling a job past its process, and printing labels before it starts', async () => {
    await refused(() => post(who.tech, paths.cancel, { jobId: job.pending }), 400, m.notCancellable);
    await refused(
      () => post(who.tech, paths.printLabels, { jobId: job.draft, count: 1 }),
      400,
      m.labelsNotPrintable,
    );
    await refused(
      () => post(who.tech, paths.printLabels, { jobId: job.running, count: 0 }),
      400,
      m.labelCountRange,
    );
    await refused(
      () => post(who.tech, paths.printLabels, { jobId: job.running, count: 2001 }),
      400,
      m.labelCountRange,
    );
  });
});

describe('a CI user of another facility', () => {
  it('finds nothing of ours: jobs answer as missing, our site is not theirs, lists and options leave them out', async () => {
    const get = (url: string) =>
      t.ctx.app.inject({ method: 'GET', url: `/${url}`, headers: bearer(who.stranger.token) });
    const seen = await get(`${paths.job}?id=${job.draft}`);
    expect(seen.statusCode).toBe(404);
    expect(seen.json().message).toBe(m.notFound);
    const start = { jobId: job.draft, lineClearance: allLineClearance };
    await refused(() => post(who.stranger, paths.start, start), 404, m.notFound);
    await refused(() => post(who.stranger, paths.cancel, { jobId: job.running }), 404, m.notFound);
    await refused(
      () => post(who.stranger, paths.printLabels, { jobId: job.running, count: 1 }),
      404,
      m.notFound,
    );
    await refused(() => post(who.stranger, paths.save, { ...draftBody(), id: job.draft }), 404, m.notFound);
    await refused(() => post(who.stranger, paths.save, draftBody()), 400, m.siteNotFound);
    expect((await get(`${paths.list}?page=1&pageSize=10`)).json()).toMatchObject({
      data: [],
      totalRecords: 0,
    });
    expect((await get(paths.options)).json().sites).toEqual([]);
    const lots = await get(`${paths.sourceLots}?siteId=${t.f.main}&outputProductId=${p.card}`);
    expect(lots.json()).toEqual([]);
  });

  it('a source-lot lookup past the id column is refused', async () => {
    const response = await t.ctx.app.inject({
      method: 'GET',
      url: `/${paths.sourceLots}?siteId=2147483648&outputProductId=1`,
      headers: bearer(who.tech.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(fieldMessages.idOrZero);
  });
});

describe('two technicians after the same units', () => {
  it('set aside what the lot holds once: the second start is refused with what is left', async () => {
    const free = Number((await freeMessage()).match(/\d+/)?.[0]);
    const cards = Math.floor(free / 30);
    const first = (await draft(who.tech, cards, [{ lotId: p.early, quantity: cards * 30 }])).json().model.id;
    const second = (await draft(who.tech2, cards, [{ lotId: p.early, quantity: cards * 30 }])).json().model
      .id;
    const [a, b] = await Promise.all([
      post(who.tech, paths.start, { jobId: first, lineClearance: allLineClearance }),
      post(who.tech2, paths.start, { jobId: second, lineClearance: allLineClearance }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json().message).toBe(`Only ${free - cards * 30} available in lot MF-EARLY (0591-0405-10).`);
    const { rows } = await t.ctx.db.execute<{ allocated: number; onHand: number }>(
      sql`select allocated, on_hand as "onHand" from stock_lots where id = ${p.early}`,
    );
    expect(rows[0]?.onHand).toBeGreaterThanOrEqual(rows[0]?.allocated ?? 0);
  });
});
