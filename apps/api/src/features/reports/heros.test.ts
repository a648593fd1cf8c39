import { Module, Role } from '@homer/contracts/access';
import { HerosStatus } from '@homer/contracts/heros';
import { type HerosReportResponse, programmeReportPaths as paths } from '@homer/contracts/programme-reports';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shownTexts } from '../../platform/pdf/pdf-test-support.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { insertAgency } from '../../test/program-sites.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { exported, getAs } from './report-test-support.ts';

let ctx: TestContext;
let reader = '';
let outsider = '';
const rounds = { spring: 0, fall: 0 };

const one = async (query: ReturnType<typeof sql>) =>
  (await ctx.db.execute<{ id: number }>(query)).rows[0]?.id ?? 0;

/** An application of `agencyId` in `roundId` at `status`, asking for each of `doses` (one per order option). */
async function apply(roundId: number, agencyId: number, status: number, doses: number[]) {
  const applicationId = await one(sql`
    insert into heros_applications (round_id, agency_id, application_status, overdoses_previous_year,
      percentage_trained_naloxone, narrative, oath_accepted_new)
    values (${roundId}, ${agencyId}, ${status}, '10', '50', 'Narrative', true) returning id`);
  for (const [i, n] of doses.entries()) {
    const optionId = await one(sql`
      insert into heros_order_options (round_id, option_name, dosage, sort_order)
      values (${roundId}, ${`Option ${applicationId}-${i}`}, '4 mg', ${i}) returning id`);
    await ctx.db.execute(sql`insert into heros_application_orders (application_id, order_option_id, doses_requested)
      values (${applicationId}, ${optionId}, ${n})`);
  }
}

const report = async (query: string, page = 'page=1&pageSize=100') => {
  const res = await getAs(ctx, reader, `${paths.heros}?${page}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HerosReportResponse;
};

beforeAll(async () => {
  ctx = await createTestContext();
  reader = (
    await createSignedInUser(ctx, {
      userName: 'heros-reader',
      access: [{ module: Module.HEROS, role: Role.User }],
    })
  ).token;
  outsider = (
    await createSignedInUser(ctx, {
      userName: 'heros-outsider',
      access: [{ module: Module.CI, role: Role.User }],
    })
  ).token;
  rounds.spring = await one(sql`insert into heros_rounds (name) values ('Spring 2026') returning id`);
  rounds.fall = await one(sql`insert into heros_rounds (name) values ('Fall 2026') returning id`);
  const leon = await insertAgency(ctx.db, 'Leon EMS');
  // Where an agency sits and where it works can differ: the report counts doses where they are used.
  const gadsden = await insertAgency(ctx.db, 'Quincy Fire');
  await ctx.db.execute(sql`update heros_agencies set operation_county_id =
    (select id from counties where name = 'Gadsden') where id = ${gadsden}`);
  await apply(rounds.spring, leon, HerosStatus.Approved, [100, 20]);
  await apply(rounds.spring, leon, HerosStatus.Denied, [50]);
  await apply(rounds.spring, gadsden, HerosStatus.Submitted, [30]);
  await apply(rounds.fall, leon, HerosStatus.ChangesRequested, [40]);
  await apply(rounds.fall, gadsden, HerosStatus.Approved, [60, 0]);
});

afterAll(async () => {
  await ctx?.close();
});

describe('HEROS report', () => {
  it('counts applications and doses by round and county, by where the decision stands', async () => {
    const answer = await report('');
    expect(
      answer.data.map((r) => [
        r.roundName,
        r.countyName,
        r.applications,
        r.approvedApplications,
        r.pendingApplications,
        r.deniedApplications,
        r.dosesRequested,
        r.dosesApproved,
        r.dosesPending,
        r.dosesDenied,
      ]),
    ).toEqual([
      ['Fall 2026', 'Gadsden', 1, 1, 0, 0, 60, 60, 0, 0],
      ['Fall 2026', 'Leon', 1, 0, 1, 0, 40, 0, 40, 0],
      ['Spring 2026', 'Gadsden', 1, 0, 1, 0, 30, 0, 30, 0],
      ['Spring 2026', 'Leon', 2, 1, 0, 1, 170, 120, 0, 50],
    ]);
    const { byRound, ...totals } = answer.totals;
    expect(totals).toEqual({
      applications: 5,
      approvedApplications: 2,
      pendingApplications: 2,
      deniedApplications: 1,
      dosesRequested: 300,
      dosesApproved: 180,
      dosesPending: 70,
      dosesDenied: 50,
    });
    expect(byRound.map((r) => [r.roundName, r.dosesRequested, r.dosesApproved])).toEqual([
      ['Fall 2026', 100, 60],
      ['Spring 2026', 200, 120],
    ]);
  });

  it('keeps to the round and the search; a page past the last keeps the totals', async () => {
    const spring = await report(`roundId=${rounds.spring}`);
    expect(spring.data.map((r) => r.countyName)).toEqual(['Gadsden', 'Leon']);
    expect(spring.totals.dosesRequested).toBe(200);
    const gadsden = await report('search=gads');
    expect(gadsden.data.map((r) => [r.roundName, r.dosesRequested])).toEqual([
      ['Fall 2026', 60],
      ['Spring 2026', 30],
    ]);
    const pastLast = await report('', 'page=2&pageSize=10');
    expect([pastLast.data, pastLast.totalRecords, pastLast.totals.dosesRequested]).toEqual([[], 4, 300]);
    const none = await report('roundId=999999');
    expect([none.data, none.totals.byRound, none.totals.applications]).toEqual([[], [], 0]);
  });

  it('exports and prints the filtered rows', async () => {
    const { url, rows } = await exported(ctx, reader, `${paths.herosExport}?roundId=${rounds.spring}`);
    expect(rows).toEqual([
      [
        'Round',
        'County',
        'Applications',
        'Approved',
        'Pending',
        'Denied',
        'Doses Requested',
        'Doses Approved',
        'Doses Pending',
        'Doses Denied',
      ],
      ['Spring 2026', 'Gadsden', 1, 0, 1, 0, 30, 0, 30, 0],
      ['Spring 2026', 'Leon', 2, 1, 0, 1, 170, 120, 0, 50],
    ]);
    const printed = await ctx.app.inject({ method: 'GET', url: `${url}&format=pdf` });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(shownTexts((await PDFDocument.load(printed.rawPayload)).getPage(0))).toEqual(
      expect.arrayContaining(['HEROS Report', 'Round', 'Spring 2026', 'Gadsden', '170']),
    );
  });

  it('refuses what it cannot answer, and whom it may not', async () => {
    const refused = async (query: string) => {
      const res = await getAs(ctx, reader, `${paths.heros}?page=1&pageSize=10&${query}`);
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };
    expect(await refused('roundId=2147483648')).toBeTruthy();
    expect(await refused('roundId=-1')).toBeTruthy();
    expect(await refused('search=a%00b')).toBeTruthy();
    expect((await getAs(ctx, outsider, `${paths.heros}?page=1&pageSize=10`)).statusCode).toBe(403);
    expect((await getAs(ctx, outsider, paths.herosExport)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/${paths.heros}?page=1&pageSize=10` })).statusCode,
    ).toBe(401);
  });
});
