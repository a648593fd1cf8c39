import { addMonths, repackJobMessages as m, repackJobPaths as paths } from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allLineClearance } from '../../platform/stock/stock-test-fixtures.ts';
import { repackTestContext } from '../../test/repack-test-setup.ts';
import { testPassword } from '../../test/test-context.ts';

const { t, who, p, post, get, draft } = repackTestContext();
const today = new Date().toISOString().slice(0, 10);

const lot = async (lotId: number) => {
  const { rows } = await t.ctx.db.execute<{
    onHand: number;
    allocated: number;
    status: string;
    cost: string | null;
  }>(
    sql`select on_hand as "onHand", allocated, status, unit_cost as cost from stock_lots where id = ${lotId}`,
  );
  return rows[0];
};

describe('a repack job from draft to released', () => {
  it('plans, starts, completes and is released by a second pharmacist, moving stock through one document', async () => {
    // 20 cards of 30 = 600 units; the technician sets aside 700 across both lots (early first).
    const saved = await draft(who.tech, 20, [
      { lotId: p.late, quantity: 100 },
      { lotId: p.early, quantity: 600 },
    ]);
    expect(saved.statusCode).toBe(200);
    const job = saved.json().model;
    expect(job).toMatchObject({ status: 'draft', plannedCards: 20, countPerCard: 30, lotId: null });
    expect(job.sources.map((s: { lotId: number }) => s.lotId)).toEqual([p.early, p.late]);

    const started = await post(who.tech, paths.start, { jobId: job.id, lineClearance: allLineClearance });
    expect(started.statusCode).toBe(200);
    const running = started.json().model;
    expect(running).toMatchObject({
      status: 'in_process',
      workstationName: 'Repack bench 1',
      lotNumber: `RP${String(job.id).padStart(6, '0')}`,
      lotStatus: 'quarantine',
      // 12 months from today comes before the early lot's 2031 expiry.
      beyondUseDate: addMonths(today, 12),
      budRuleText: '12 months from repackaging (USP 〈1178〉)',
    });
    expect(await lot(p.early)).toMatchObject({ onHand: 1000, allocated: 600 });
    expect(await lot(p.late)).toMatchObject({ onHand: 2000, allocated: 100 });

    // 19 cards made (570 units), 12 wasted, 3 samples: 585 used, all from the early lot; the rest goes back.
    const completed = await post(who.tech, paths.complete, {
      jobId: job.id,
      actualCards: 19,
      wasteUnits: 12,
      sampleUnits: 3,
    });
    expect(completed.statusCode).toBe(200);
    const pending = completed.json().model;
    expect(pending).toMatchObject({
      status: 'pending_verification',
      yieldPercent: 97.4,
      verifyBlocked: m.ownJob,
    });
    expect(pending.sources).toEqual([
      expect.objectContaining({ lotId: p.early, quantity: 600, used: 585 }),
      expect.objectContaining({ lotId: p.late, quantity: 100, used: 0 }),
    ]);
    expect(await lot(p.early)).toMatchObject({ onHand: 415, allocated: 0 });
    expect(await lot(p.late)).toMatchObject({ onHand: 2000, allocated: 0 });
    // 585 units at 0.02 = 11.70 over 570 units made.
    expect(await lot(pending.lotId)).toMatchObject({
      onHand: 570,
      allocated: 0,
      status: 'quarantine',
      cost: '0.0205',
    });
    const { rows: lines } = await t.ctx.db.execute<{ kind: string; lotId: number; quantity: number }>(sql`
      select d.kind, m.lot_id as "lotId", m.quantity from stock_documents d join stock_movements m on m.document_id = d.id
      where d.id = ${pending.documentId} order by m.id`);
    expect(lines).toEqual([
      { kind: 'repack', lotId: p.early, quantity: -585 },
      { kind: 'repack', lotId: pending.lotId, quantity: 570 },
    ]);

    // The pharmacist's view: may sign; a wrong password signs nothing.
    const seen = await get(who.pharmacist, `${paths.job}?id=${job.id}`);
    expect(seen.json().value.verifyBlocked).toBeNull();
    const wrong = await post(who.pharmacist, paths.release, { jobId: job.id, password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That password is not correct. Nothing was signed.');
    expect((await lot(pending.lotId))?.status).toBe('quarantine');

    const released = await post(who.pharmacist, paths.release, { jobId: job.id, password: testPassword });
    expect(released.statusCode).toBe(200);
    expect(released.json().model).toMatchObject({
      status: 'released',
      lotStatus: 'available',
      verifiedByName: expect.any(String),
      signature: 'Released (signed with password)',
    });
    const { rows: audit } = await t.ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from global_audit where table_name = 'repack_jobs' and entity_id = ${String(job.id)}`);
    expect(audit[0]?.n).toBeGreaterThanOrEqual(4);
  });

  it('rejects a job: the cards are destroyed with the reason and their lot is damaged', async () => {
    const job = (await draft(who.tech, 2)).json().model;
    await post(who.tech, paths.start, { jobId: job.id, lineClearance: allLineClearance });
    await post(who.tech, paths.complete, { jobId: job.id, actualCards: 2, wasteUnits: 0, sampleUnits: 0 });
    const rejected = await post(who.pharmacist2, paths.reject, {
      jobId: job.id,
      password: testPassword,
      reason: 'Blister seal failed the leak test',
    });
    expect(rejected.statusCode).toBe(200);
    const model = rejected.json().model;
    expect(model).toMatchObject({
      status: 'rejected',
      lotStatus: 'damaged',
      rejectionReason: 'Blister seal failed the leak test',
      destructionDocumentId: expect.any(Number),
    });
    expect(await lot(model.lotId)).toMatchObject({ onHand: 0, status: 'damaged' });
  });

  it('cancels a job in process and gives its units back', async () => {
    const job = (await draft(who.tech2, 3)).json().model;
    await post(who.tech2, paths.start, { jobId: job.id, lineClearance: allLineClearance });
    const before = (await lot(p.early))?.allocated;
    expect(before).toBe(90);
    const cancelled = await post(who.tech2, paths.cancel, { jobId: job.id });
    expect(cancelled.json().model).toMatchObject({ status: 'cancelled', lotStatus: 'damaged' });
    expect((await lot(p.early))?.allocated).toBe(0);
  });

  it('prints labels as a PDF and records the first run and each reprint with its reason', async () => {
    const job = (await draft(who.tech, 1)).json().model;
    await post(who.tech, paths.start, { jobId: job.id, lineClearance: allLineClearance });
    const first = await post(who.tech, paths.printLabels, { jobId: job.id, count: 3 });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const noReason = await post(who.tech, paths.printLabels, { jobId: job.id, count: 1 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(m.reprintReasonRequired);
    const reprint = await post(who.tech, paths.printLabels, {
      jobId: job.id,
      count: 1,
      reason: 'Label smudged',
    });
    expect(reprint.statusCode).toBe(200);
    const runs = (await get(who.reader, `${paths.job}?id=${job.id}`)).json().value.labelRuns;
    expect(runs).toEqual([
      expect.objectContaining({ count: 3, isReprint: false, reason: null }),
      expect.objectContaining({ count: 1, isReprint: true, reason: 'Label smudged' }),
    ]);
  });

  it('lists jobs newest first with their status filter', async () => {
    const all = await get(who.reader, `${paths.list}?page=1&pageSize=10`);
    expect(all.statusCode).toBe(200);
    const rows = all.json().data;
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows[0].id).toBeGreaterThan(rows[1].id);
    const released = await get(who.reader, `${paths.list}?page=1&pageSize=10&status=released`);
    expect(released.json().data.map((r: { status: string }) => r.status)).toEqual(['released']);
    // The job log's filters: product, technician and period (UTC days), with yield and waste on each row.
    const mine = await get(who.reader, `${paths.list}?page=1&pageSize=50&technicianId=${who.tech2.userId}`);
    expect(mine.json().data.map((r: { status: string }) => r.status)).toEqual(['cancelled']);
    const todays = await get(
      who.reader,
      `${paths.list}?page=1&pageSize=50&productId=${p.card}&from=${today}&to=${today}`,
    );
    expect(todays.json().data).toHaveLength(rows.length);
    expect(todays.json().data).toContainEqual(
      expect.objectContaining({
        status: 'released',
        actualCards: 19,
        wasteUnits: 12,
        sampleUnits: 3,
        yieldPercent: 97.4,
      }),
    );
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await get(who.reader, `${paths.list}?page=1&pageSize=50&from=${tomorrow}`)).json().data).toEqual(
      [],
    );
    const badDay = await get(who.reader, `${paths.list}?page=1&pageSize=50&from=2026-13-45`);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toBe('Enter a date as YYYY-MM-DD.');
    const link = await get(who.reader, `${paths.exportLink}?technicianId=${who.tech.userId}`);
    expect(link.statusCode).toBe(200);
    const file = await t.ctx.app.inject({ method: 'GET', url: link.json().value });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Repack Job Log-/);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const options = await get(who.reader, paths.options);
    expect(
      options
        .json()
        .technicians.map((o: { value: number }) => o.value)
        .sort(),
    ).toEqual([who.tech.userId, who.tech2.userId].sort());
    expect(options.json().products).toEqual([
      expect.objectContaining({ value: p.card, countPerCard: 30, sourceNdc: '0591-0405-10', budMonths: 12 }),
    ]);
    const lots = await get(who.reader, `${paths.sourceLots}?siteId=${t.f.main}&outputProductId=${p.card}`);
    expect(lots.json().map((l: { lotId: number }) => l.lotId)).toEqual([p.early, p.late]);
  });
});
