import {
  type HelpDeskReportResponse,
  programmeReportPaths as paths,
} from '@homer/contracts/programme-reports';
import { reportMessages } from '@homer/contracts/reports';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpDeskFeedback } from '../../db/schema/help-desk.ts';
import { shownTexts } from '../../platform/pdf/pdf-test-support.ts';
import { calendarDay } from '../../platform/time/zoned-time.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { type Cast, createCast, insertTicket } from '../../test/ticket-fixtures.ts';
import { exported, getAs } from './report-test-support.ts';

let ctx: TestContext;
let cast: Cast;

const at = (iso: string) => new Date(iso);
const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000);
const march = '2025-03-04T14:00:00Z';
const period = 'from=2025-03-01&to=2025-04-30';

const report = async (query: string, page = 'page=1&pageSize=100') => {
  const res = await getAs(ctx, cast.agent.token, `${paths.helpDesk}?${page}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HelpDeskReportResponse;
};

beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx, 'hdr');
  // Every clock below has long stopped or run out: a reply within the hour meets any priority's time, one
  // twenty days later misses it.
  const answered = await insertTicket(ctx, {
    createdAt: at(march),
    firstRespondedAt: hoursAfter(march, 1),
    resolvedAt: hoursAfter(march, 2),
    status: 'Closed',
  });
  const late = await insertTicket(ctx, {
    createdAt: at(march),
    firstRespondedAt: hoursAfter(march, 20 * 24),
    resolvedAt: at('2025-04-03T10:00:00Z'),
    status: 'Resolved',
  });
  await insertTicket(ctx, { createdAt: at(march), status: 'Open' });
  await insertTicket(ctx, {
    createdAt: at('2025-03-10T15:00:00Z'),
    categoryId: 5,
    firstRespondedAt: at('2025-03-10T16:00:00Z'),
    status: 'Pending',
  });
  await insertTicket(ctx, { createdAt: at(march), status: 'Draft' });
  // Resolved without a reply: resolution stops the first-response clock too.
  const quick = await insertTicket(ctx, {
    createdAt: at('2025-04-02T13:00:00Z'),
    resolvedAt: at('2025-04-02T16:00:00Z'),
    status: 'Resolved',
  });
  await ctx.db.insert(helpDeskFeedback).values([
    { helpDeskTicketId: answered, rating: 4, comment: '', submittedAt: at('2025-03-06T12:00:00Z') },
    { helpDeskTicketId: quick, rating: 1, comment: '', submittedAt: at('2025-04-05T12:00:00Z') },
    { helpDeskTicketId: late, rating: null, submittedAt: null },
  ]);
});

afterAll(async () => {
  await ctx?.close();
});

describe('help desk report', () => {
  it('counts tickets opened and resolved, SLA attainment and survey ratings by month and category', async () => {
    const answer = await report(period);
    expect(
      answer.data.map((r) => [
        r.month,
        r.categoryName,
        r.opened,
        r.resolved,
        `${r.firstResponseMet}/${r.firstResponseMeasured}`,
        `${r.resolutionMet}/${r.resolutionMeasured}`,
        r.surveys,
        r.averageRating,
      ]),
    ).toEqual([
      ['2025-03', 'Account Registration', 1, 0, '1/1', '0/1', 0, null],
      ['2025-03', 'General Support', 3, 1, '1/3', '1/3', 1, 4],
      ['2025-04', 'General Support', 1, 2, '1/1', '1/1', 1, 1],
    ]);
    expect(answer.totalRecords).toBe(3);
    const { byMonth, ...totals } = answer.totals;
    expect(totals).toEqual({
      opened: 5,
      resolved: 3,
      firstResponseMet: 3,
      firstResponseMeasured: 5,
      resolutionMet: 2,
      resolutionMeasured: 5,
      surveys: 2,
      averageRating: 2.5,
    });
    expect(byMonth.map((m) => [m.month, m.opened, m.resolved, m.surveys, m.averageRating])).toEqual([
      ['2025-03', 4, 1, 1, 4],
      ['2025-04', 1, 2, 1, 1],
    ]);
  });

  it('keeps to the period and the category; a page past the last keeps the totals', async () => {
    const april = await report('from=2025-04-01&to=2025-04-30');
    expect(april.data.map((r) => [r.month, r.opened, r.resolved, r.surveys])).toEqual([['2025-04', 1, 2, 1]]);
    const registration = await report(`${period}&categoryId=5`);
    expect(registration.data.map((r) => r.categoryName)).toEqual(['Account Registration']);
    expect(registration.totals.opened).toBe(1);
    const pastLast = await report(period, 'page=2&pageSize=10');
    expect([pastLast.data, pastLast.totalRecords, pastLast.totals.opened]).toEqual([[], 3, 5]);
    const none = await report('from=2020-01-01&to=2020-01-31');
    expect([none.data, none.totals.byMonth, none.totals.averageRating]).toEqual([[], [], null]);
  });

  it('does not measure a clock still within its time', async () => {
    await insertTicket(ctx, { categoryId: 4 });
    const today = calendarDay(new Date(), ctx.config.programTimeZone);
    const answer = await report(`from=${today}&to=${today}&categoryId=4`);
    expect(
      answer.data.map((r) => [r.opened, r.firstResponseMeasured, r.resolutionMeasured, r.firstResponseMet]),
    ).toEqual([[1, 0, 0, 0]]);
  });

  it("counts by the programme's days and months, not UTC's", async () => {
    // 22:00 on 31 May in New York is already 1 June in UTC.
    await insertTicket(ctx, {
      createdAt: at('2025-06-01T02:00:00Z'),
      resolvedAt: at('2025-06-01T03:00:00Z'),
      categoryId: 6,
      status: 'Resolved',
    });
    const may = await report('from=2025-05-01&to=2025-05-31&categoryId=6');
    expect(may.data.map((r) => [r.month, r.opened, r.resolved])).toEqual([['2025-05', 1, 1]]);
    const june = await report('from=2025-06-01&to=2025-06-30&categoryId=6');
    expect(june.data).toEqual([]);
  });

  it('exports and prints the filtered rows', async () => {
    const { url, rows } = await exported(
      ctx,
      cast.agent.token,
      `${paths.helpDeskExport}?${period}&categoryId=5`,
    );
    expect(rows[0]?.slice(0, 5)).toEqual(['Month', 'Category', 'Opened', 'Resolved', 'First Response SLA']);
    // No survey, no average: the last cell is empty.
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ['Account Registration', 1, 0, 1, 1, 1, 0, 0, 1, 0],
    ]);
    const printed = await ctx.app.inject({ method: 'GET', url: `${url}&format=pdf` });
    expect(printed.statusCode, printed.body).toBe(200);
    const texts = shownTexts((await PDFDocument.load(printed.rawPayload)).getPage(0));
    expect(texts).toEqual(
      expect.arrayContaining([
        'Help Desk Report',
        '03/01/2025 to 04/30/2025',
        'Account Registration',
        'Mar 2025',
        '100.0%',
        '0.0%',
      ]),
    );
  });

  it('refuses what it cannot answer, and whom it may not', async () => {
    const before = await report(period);
    const refused = async (query: string) => {
      const res = await getAs(ctx, cast.agent.token, `${paths.helpDesk}?page=1&pageSize=10&${query}`);
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };
    expect(await refused('from=2025-04-02&to=2025-04-01')).toContain(reportMessages.periodReversed);
    expect(await refused('from=2024-01-01&to=2025-06-01')).toContain(reportMessages.periodTooLong);
    expect(await refused('to=2025-04-01')).toContain(reportMessages.fromRequired);
    expect(await refused('from=2025-02-30&to=2025-04-01')).toContain(reportMessages.fromInvalid);
    expect(await refused(`${period}&categoryId=2147483648`)).toBeTruthy();
    expect(await refused(`${period}&categoryId=1%00`)).toBeTruthy();
    expect((await getAs(ctx, cast.requester.token, `${paths.helpDesk}?${period}`)).statusCode).toBe(403);
    expect((await getAs(ctx, cast.requester.token, `${paths.helpDeskExport}?${period}`)).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/${paths.helpDesk}?${period}` })).statusCode).toBe(
      401,
    );
    // Reading stores nothing: the figures are as they were.
    expect((await report(period)).totals).toEqual(before.totals);
  });
});
