import { Module, Role } from '@homer/contracts/access';
import { repackJobPaths } from '@homer/contracts/repack-jobs';
import { reportPaths as paths, type RepackYieldResponse } from '@homer/contracts/reports';
import { describe, expect, it } from 'vitest';
import { allLineClearance } from '../../platform/stock/stock-test-fixtures.ts';
import { usDate } from '../../platform/time/zoned-time.ts';
import { repackTestContext } from '../../test/repack-test-setup.ts';
import { workbookRows } from '../../test/workbook-rows.ts';
import { reportHeadline } from './report-deliveries.ts';

const { t, who, p, post, get, draft } = repackTestContext();

const today = () => new Date().toISOString().slice(0, 10);
const period = () => `from=${today()}&to=${today()}`;

/** A job of `cards` cards of 30 run through the screens' own calls: drafted, started, completed. */
async function completed(cards: number, taken: number, waste: number, samples: number) {
  const job = (await draft(who.tech, cards, [{ lotId: p.early, quantity: taken }])).json().model;
  await post(who.tech, repackJobPaths.start, { jobId: job.id, lineClearance: allLineClearance });
  const done = await post(who.tech, repackJobPaths.complete, {
    jobId: job.id,
    actualCards: cards,
    wasteUnits: waste,
    sampleUnits: samples,
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().model as { id: number; lotNumber: string; beyondUseDate: string };
}

const report = async (query: string) => {
  const res = await get(who.reader, `${paths.repackYield}?page=1&pageSize=25&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RepackYieldResponse;
};

describe('the repack yield report', () => {
  it("adds up completed jobs' cards, units taken, waste and samples, with each job's yield and lot", async () => {
    // 10 cards of 30 (300 units) with 4 wasted and 2 kept as samples: 306 taken, 98.0 % became cards.
    const first = await completed(10, 320, 4, 2);
    // 2 cards (60 units) and 15 wasted: 75 taken, 80.0 %.
    const second = await completed(2, 80, 15, 0);
    // A job still in its draft is not in the report.
    await draft(who.tech, 1);

    const answer = await report(period());
    expect(
      answer.data.map((r) => [
        r.jobId,
        r.status,
        r.cards,
        r.sourceUnit,
        r.unitsTaken,
        r.wasteUnits,
        r.sampleUnits,
        r.yieldPercent,
        r.lotNumber,
        r.beyondUseDate,
      ]),
    ).toEqual([
      [second.id, 'pending_verification', 2, 'tablet', 75, 15, 0, 80, second.lotNumber, second.beyondUseDate],
      [first.id, 'pending_verification', 10, 'tablet', 306, 4, 2, 98, first.lotNumber, first.beyondUseDate],
    ]);
    expect(answer.data[1]).toMatchObject({
      siteId: t.f.main,
      sourceName: 'Metformin 500 mg',
      countPerCard: 30,
      plannedCards: 10,
    });
    // 360 of 381 units became cards.
    expect(answer.totals).toEqual({
      jobs: 2,
      cards: 12,
      unitsTaken: 381,
      wasteUnits: 19,
      sampleUnits: 2,
      yieldPercent: 94.5,
    });

    // The period, the site and the search narrow it.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await report(`from=${yesterday}&to=${yesterday}`)).totals.jobs).toBe(0);
    expect((await report(`${period()}&siteId=${t.f.satellite}`)).totals.jobs).toBe(0);
    const byLot = await report(`${period()}&search=${encodeURIComponent(first.lotNumber)}`);
    expect(byLot.data.map((r) => r.jobId)).toEqual([first.id]);

    // The export: the same rows, and its PDF.
    const link = await get(who.reader, `${paths.repackYieldExport}?${period()}`);
    expect(link.statusCode, link.body).toBe(200);
    const url = (link.json() as { value: string }).value;
    const file = await t.ctx.app.inject({ method: 'GET', url });
    const rows = await workbookRows(file.rawPayload);
    expect(rows[0]?.[6]).toBe('Bulk Unit');
    expect(rows.slice(1).map((r) => [r[0], r[6], r[11], r[12], r[13], r[14], r[15]])).toEqual([
      [second.id, 'tablet', 2, 75, 15, 0, 80],
      [first.id, 'tablet', 10, 306, 4, 2, 98],
    ]);
    const printed = await t.ctx.app.inject({ method: 'GET', url: `${url}&format=pdf` });
    expect([printed.statusCode, printed.headers['content-type']]).toEqual([200, 'application/pdf']);

    // A daily subscription delivered tomorrow carries today's figures.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const headline = await reportHeadline(
      t.ctx.db,
      { report: 'reportRepackYield', frequency: 'daily', filters: { siteId: 0 } },
      tomorrow,
      { id: who.reader.userId, access: [{ module: Module.CI, role: Role.User }] },
    );
    expect(headline).toBe(
      `${usDate(today())}: 2 repack jobs completed, 12 cards; 381 units taken, 19 wasted, 2 kept as samples; yield 94.5%.`,
    );
  });

  it("shows a CI user only their own facilities' jobs, in the report and in its export", async () => {
    // The stranger is a CI technician of no facility of ours (repack-test-setup).
    const mine = await get(who.stranger, `${paths.repackYield}?page=1&pageSize=25&${period()}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as RepackYieldResponse).totals.jobs).toBe(0);
    // A scope in the address is not theirs to give: the link carries the one the server signed.
    const link = await get(who.stranger, `${paths.repackYieldExport}?${period()}&facilityIds=${t.f.main}`);
    const file = await t.ctx.app.inject({ method: 'GET', url: (link.json() as { value: string }).value });
    expect(file.statusCode).toBe(200);
    expect(await workbookRows(file.rawPayload)).toHaveLength(1);
  });

  it('is for the CI module, and refuses what it cannot answer', async () => {
    for (const url of [`${paths.repackYield}?page=1&pageSize=25&${period()}`, paths.repackYieldExport]) {
      const res = await get(who.outsider, url);
      expect(res.statusCode).toBe(403);
    }
    const reversed = await get(
      who.reader,
      `${paths.repackYield}?page=1&pageSize=25&from=${today()}&to=2020-01-01`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('To must be on or after From.');
  });
});
