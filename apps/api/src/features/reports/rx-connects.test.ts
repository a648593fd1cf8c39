import { Module, Role } from '@homer/contracts/access';
import {
  programmeReportPaths as paths,
  type RxConnectsReportResponse,
} from '@homer/contracts/programme-reports';
import { reportMessages } from '@homer/contracts/reports';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTx } from '../../db/tx.ts';
import { shownTexts } from '../../platform/pdf/pdf-test-support.ts';
import { postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { receiveStockLines } from '../../platform/stock/receive-stock.ts';
import { stockTestContext } from '../../platform/stock/stock-test-fixtures.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { insertDonor, insertRepository } from '../../test/program-sites.ts';
import { workbookRows } from '../../test/workbook-rows.ts';
import { actor, exported, getAs } from './report-test-support.ts';

const t = stockTestContext();
const who = { admin: { token: '', userId: 0 }, pharmacist: '', outsider: '' };
const repositories = { bay: 0, gulf: 0 };
const period = 'from=2025-07-01&to=2025-08-31';

const one = async (query: ReturnType<typeof sql>) =>
  (await t.ctx.db.execute<{ id: number }>(query)).rows[0]?.id ?? 0;

/** The repository's own inventory site (decision 112: donated stock is kept apart), made with its first donation. */
async function repositorySite(repositoryId: number): Promise<number> {
  const found = await one(
    sql`select id from inventory_sites where rx_connects_repository_id = ${repositoryId}`,
  );
  if (found) return found;
  const { facilityIds } = await insertFacilities(t.ctx.db, [{ name: `Repository ${repositoryId}` }]);
  return one(sql`insert into inventory_sites (facility_id, name, rx_connects_repository_id)
    values (${facilityIds[0]}, ${`Repository ${repositoryId}`}, ${repositoryId}) returning id`);
}

/**
 * A donation inspected at `repositoryId` on `receivedOn`, as the intake records it (features/rx-connects-patients,
 * which a report's test may not import): accepted units received at the repository's site, the donation and its
 * lines with what was rejected. Each line's lot number, product, units and units rejected; the lots, by lot number.
 */
async function donate(
  repositoryId: number,
  donorId: number,
  receivedOn: string,
  lines: [lotNumber: string, productId: number, quantity: number, rejected: number][],
) {
  const at = new Date(`${receivedOn}T16:00:00Z`);
  const accepted = lines.filter(([, , quantity, rejected]) => rejected < quantity);
  const received = accepted.length
    ? await withTx(t.ctx.db, actor, async (tx) =>
        receiveStockLines(
          tx,
          actor,
          {
            kind: 'donation',
            inventorySiteId: await repositorySite(repositoryId),
            sourceKind: 'donor',
            sourceName: 'Harbor Nursing Home',
            occurredAt: at,
            lines: accepted.map(([lotNumber, ndcProductId, quantity, rejected]) => ({
              ndcProductId,
              lotNumber,
              expiryDate: '2030-01-31',
              quantity: quantity - rejected,
            })),
          },
          { backdateDays: 7, now: at },
        ),
      )
    : null;
  const lotOf = new Map(accepted.map(([lotNumber], i) => [lotNumber, received?.lotIds[i] ?? 0]));
  const donationId = await one(sql`
    insert into rx_donations (repository_id, donor_id, received_on, stock_document_id, inspected_by)
    values (${repositoryId}, ${donorId}, ${receivedOn}, ${received?.documentId ?? null}, ${who.admin.userId})
    returning id`);
  for (const [lotNumber, productId, quantity, rejected] of lines)
    await t.ctx.db.execute(sql`
      insert into rx_donation_lines (donation_id, ndc_product_id, lot_number, expiry_date, quantity, rejected,
        rejection_reason, lot_id)
      values (${donationId}, ${productId}, ${lotNumber}, '2030-01-31', ${quantity}, ${rejected},
        ${rejected ? 'Opened package' : null}, ${lotOf.get(lotNumber) ?? null})`);
  return Object.fromEntries(lotOf);
}

/** An approved applicant of `repositoryId`; the application's id. */
const applicant = (repositoryId: number, firstName: string) =>
  one(sql`
    insert into rx_patient_applications (first_name, last_name, date_of_birth, email_address, phone_number, street,
      city, state, zip, formatted_address, county_id, is_florida_resident, coverage, medicines_needed,
      repository_id, is_attested, signature, status, decided_at)
    values (${firstName}, 'Applicant', '1960-01-01', 'applicant@example.test', '850-555-0111', '1 Main St',
      'Tallahassee', 'FL', '32301', '1 Main St, Tallahassee FL 32301', 36, true, 'Uninsured', 'Metformin',
      ${repositoryId}, true, ${`${firstName} Applicant`}, 'Approved', '2025-06-01T12:00:00Z') returning id`);

/** A dispensing to `applicationId` at `at` (an instant with its offset), shipped from the repository's lots. */
async function dispense(applicationId: number, repositoryId: number, at: string, lots: [number, number][]) {
  const dispensedAt = new Date(at);
  const dispensing = await one(sql`
    insert into rx_dispensings (application_id, repository_id, dispensed_by, dispensed_at)
    values (${applicationId}, ${repositoryId}, ${who.admin.userId}, ${dispensedAt}) returning id`);
  const site = await one(
    sql`select id from inventory_sites where rx_connects_repository_id = ${repositoryId}`,
  );
  await withTx(t.ctx.db, actor, (tx) =>
    postStockDocument(
      tx,
      actor,
      {
        kind: 'shipment',
        inventorySiteId: site,
        occurredAt: dispensedAt,
        demand: { kind: 'rx_dispensing', id: dispensing },
        lines: lots.map(([lotId, units]) => ({ lotId, quantity: -units, reasonCode: 'dispensed' })),
      },
      { backdateDays: 7, now: dispensedAt },
    ),
  );
}

const report = async (query: string, page = 'page=1&pageSize=100') => {
  const res = await getAs(t.ctx, who.admin.token, `${paths.rxConnects}?${page}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RxConnectsReportResponse;
};

/**
 * Two repositories over July and August 2025 (days and months of the programme's calendar, New York):
 * - Bay Repository receives on 06/30 3 units (BAY-0), on 07/10 10 naloxone (2 rejected) and 5 amoxicillin, on 08/05
 *   8 units all rejected; it dispenses 1 unit to Bo at 06/30 23:30 (July 1 in UTC: still June), 4 to Al on 07/15,
 *   2 to Bo at 07/31 23:30 (August 1 in UTC: still July) and 3 to Al again on 08/12.
 * - Gulf Repository receives on 08/02 20 naloxone (1 rejected) and 4 amoxicillin, and on 09/01 4 more; it dispenses
 *   5 naloxone and 1 amoxicillin to Cy on 08/14, on one shipment.
 */
beforeAll(async () => {
  const as = async (userName: string, module: Module, role: Role) =>
    createSignedInUser(t.ctx, { userName, access: [{ module, role }] });
  who.admin = await as('rx-report-admin', Module.RxConnects, Role.RxConnectsAdmin);
  who.pharmacist = (await as('rx-report-pharmacist', Module.RxConnects, Role.Pharmacist)).token;
  who.outsider = (await as('rx-report-outsider', Module.Inventory, Role.SystemAdmin)).token;
  repositories.bay = await insertRepository(t.ctx.db, 'Bay Repository');
  repositories.gulf = await insertRepository(t.ctx.db, 'Gulf Repository');
  const donor = await insertDonor(t.ctx.db, 'Harbor Nursing Home');
  const { naloxone, amoxicillin } = t.f;

  const june = await donate(repositories.bay, donor, '2025-06-30', [['BAY-0', naloxone, 3, 0]]);
  const july = await donate(repositories.bay, donor, '2025-07-10', [
    ['BAY-1', naloxone, 10, 2],
    ['BAY-2', amoxicillin, 5, 0],
  ]);
  await donate(repositories.bay, donor, '2025-08-05', [['BAY-3', naloxone, 8, 8]]);
  const gulf = await donate(repositories.gulf, donor, '2025-08-02', [
    ['GULF-1', naloxone, 20, 1],
    ['GULF-2', amoxicillin, 4, 0],
  ]);
  await donate(repositories.gulf, donor, '2025-09-01', [['GULF-3', naloxone, 4, 0]]);

  const al = await applicant(repositories.bay, 'Al');
  const bo = await applicant(repositories.bay, 'Bo');
  const cy = await applicant(repositories.gulf, 'Cy');
  await dispense(bo, repositories.bay, '2025-06-30T23:30:00-04:00', [[june['BAY-0'] ?? 0, 1]]);
  await dispense(al, repositories.bay, '2025-07-15T12:00:00-04:00', [[july['BAY-1'] ?? 0, 4]]);
  await dispense(bo, repositories.bay, '2025-07-31T23:30:00-04:00', [[july['BAY-1'] ?? 0, 2]]);
  await dispense(al, repositories.bay, '2025-08-12T12:00:00-04:00', [[july['BAY-2'] ?? 0, 3]]);
  await dispense(cy, repositories.gulf, '2025-08-14T12:00:00-04:00', [
    [gulf['GULF-1'] ?? 0, 5],
    [gulf['GULF-2'] ?? 0, 1],
  ]);
});

const figures = (r: RxConnectsReportResponse['data'][number]) => [
  r.month,
  r.repositoryName,
  r.dueBy,
  r.donations,
  r.unitsAccepted,
  r.unitsRejected,
  r.dispensings,
  r.unitsDispensed,
  r.patients,
];

describe('the Rx Connects report', () => {
  it('adds up each repository’s month of donations and dispensing, with its report’s due date', async () => {
    const answer = await report(period);
    expect(answer.data.map(figures)).toEqual([
      ['2025-07', 'Bay Repository', '2025-08-05', 1, 13, 2, 2, 6, 2],
      ['2025-08', 'Bay Repository', '2025-09-05', 1, 0, 8, 1, 3, 1],
      ['2025-08', 'Gulf Repository', '2025-09-05', 1, 23, 1, 1, 6, 1],
    ]);
    expect(answer.data.map((r) => r.repositoryId)).toEqual([
      repositories.bay,
      repositories.bay,
      repositories.gulf,
    ]);
    expect(answer.totalRecords).toBe(3);
    const { byMonth, ...totals } = answer.totals;
    // Al, served in July and in August, is one of the period's three patients.
    expect(totals).toEqual({
      repositories: 2,
      donations: 3,
      unitsAccepted: 36,
      unitsRejected: 11,
      dispensings: 4,
      unitsDispensed: 15,
      patients: 3,
    });
    expect(byMonth).toEqual([
      {
        month: '2025-07',
        donations: 1,
        unitsAccepted: 13,
        unitsRejected: 2,
        dispensings: 2,
        unitsDispensed: 6,
        patients: 2,
      },
      {
        month: '2025-08',
        donations: 2,
        unitsAccepted: 23,
        unitsRejected: 9,
        dispensings: 2,
        unitsDispensed: 9,
        patients: 2,
      },
    ]);
    expect(JSON.stringify(answer)).not.toContain('Applicant');
  });

  it('counts days and months in the programme’s time zone, keeps to the search; a page past the last keeps the totals', async () => {
    const july = await report('from=2025-07-01&to=2025-07-31');
    expect(july.data.map(figures)).toEqual([['2025-07', 'Bay Repository', '2025-08-05', 1, 13, 2, 2, 6, 2]]);
    const june = await report('from=2025-06-01&to=2025-06-30');
    expect(june.data.map(figures)).toEqual([['2025-06', 'Bay Repository', '2025-07-05', 1, 3, 0, 1, 1, 1]]);
    const bay = await report(`${period}&search=bay`);
    expect(bay.data.map((r) => [r.month, r.repositoryName])).toEqual([
      ['2025-07', 'Bay Repository'],
      ['2025-08', 'Bay Repository'],
    ]);
    expect(bay.totals).toMatchObject({ repositories: 1, donations: 2, unitsDispensed: 9, patients: 2 });
    const gulf = await report(`${period}&search=GULF`);
    expect(gulf.data.map(figures)).toEqual([['2025-08', 'Gulf Repository', '2025-09-05', 1, 23, 1, 1, 6, 1]]);
    expect(gulf.totals).toMatchObject({ repositories: 1, patients: 1 });
    const none = await report(`${period}&search=nowhere`);
    expect(none).toEqual({
      data: [],
      totalRecords: 0,
      totals: {
        repositories: 0,
        donations: 0,
        unitsAccepted: 0,
        unitsRejected: 0,
        dispensings: 0,
        unitsDispensed: 0,
        patients: 0,
        byMonth: [],
      },
    });
    const pastLast = await report(period, 'page=2&pageSize=10');
    expect([pastLast.data, pastLast.totalRecords, pastLast.totals.unitsDispensed]).toEqual([[], 3, 15]);
  });

  it('exports and prints the filtered rows', async () => {
    const { url, rows } = await exported(t.ctx, who.admin.token, `${paths.rxConnectsExport}?${period}`);
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    expect(rows).toEqual([
      [
        'Month',
        'Repository',
        'Report Due',
        'Donations',
        'Units Accepted',
        'Units Rejected',
        'Dispensings',
        'Units Dispensed',
        'Patients',
      ],
      [day('2025-07-01'), 'Bay Repository', day('2025-08-05'), 1, 13, 2, 2, 6, 2],
      [day('2025-08-01'), 'Bay Repository', day('2025-09-05'), 1, 0, 8, 1, 3, 1],
      [day('2025-08-01'), 'Gulf Repository', day('2025-09-05'), 1, 23, 1, 1, 6, 1],
    ]);
    const printed = await t.ctx.app.inject({ method: 'GET', url: `${url}&format=pdf` });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.headers['content-disposition']).toMatch(
      /^attachment; filename="Rx Connects-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(shownTexts((await PDFDocument.load(printed.rawPayload)).getPage(0))).toEqual(
      expect.arrayContaining([
        'Rx Connects Report',
        '07/01/2025 to 08/31/2025',
        'Jul 2025',
        'Aug 2025',
        'Bay Repository',
        'Gulf Repository',
        '08/05/2025',
        '09/05/2025',
        '23',
      ]),
    );

    const gulfLink = await getAs(t.ctx, who.admin.token, `${paths.rxConnectsExport}?${period}&search=gulf`);
    const gulfUrl = (gulfLink.json() as { value: string }).value;
    const gulfFile = await t.ctx.app.inject({ method: 'GET', url: gulfUrl });
    expect((await workbookRows(gulfFile.rawPayload)).slice(1)).toEqual([
      [day('2025-08-01'), 'Gulf Repository', day('2025-09-05'), 1, 23, 1, 1, 6, 1],
    ]);
    const gulfPrinted = await t.ctx.app.inject({ method: 'GET', url: `${gulfUrl}&format=pdf` });
    const gulfTexts = shownTexts((await PDFDocument.load(gulfPrinted.rawPayload)).getPage(0));
    expect(gulfTexts).toEqual(expect.arrayContaining(['Search', 'gulf', 'Gulf Repository']));
    expect(gulfTexts).not.toContain('Bay Repository');
  });

  it('refuses what it cannot answer, and whom it may not', async () => {
    const before = await report(period);
    const refused = async (query: string) => {
      const res = await getAs(t.ctx, who.admin.token, `${paths.rxConnects}?page=1&pageSize=10&${query}`);
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };
    expect(await refused('from=2025-08-31&to=2025-07-01')).toContain(reportMessages.periodReversed);
    expect(await refused('from=2024-01-01&to=2025-06-01')).toContain(reportMessages.periodTooLong);
    expect(await refused('to=2025-08-31')).toContain(reportMessages.fromRequired);
    expect(await refused('from=2025-02-30&to=2025-08-31')).toContain(reportMessages.fromInvalid);
    expect(await refused(`${period}&search=a%00b`)).toBeTruthy();
    // A pharmacist reads their own repository's monthly report, not every repository's; other modules nothing.
    for (const token of [who.pharmacist, who.outsider]) {
      expect((await getAs(t.ctx, token, `${paths.rxConnects}?${period}`)).statusCode).toBe(403);
      expect((await getAs(t.ctx, token, `${paths.rxConnectsExport}?${period}`)).statusCode).toBe(403);
    }
    expect(
      (await t.ctx.app.inject({ method: 'GET', url: `/${paths.rxConnects}?${period}` })).statusCode,
    ).toBe(401);
    expect((await report(period)).totals).toEqual(before.totals);
  });
});
