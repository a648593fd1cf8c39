import { rxPatientMessages as m, rxPatientPaths as paths } from '@homer/contracts/rx-connects-patients';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fdaRecalls } from '../../db/schema/pharmacy.ts';
import { rxConnectsDenialReasons } from '../../db/schema/rx-connects.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { findRecallRecipients } from '../../platform/recalls/recall-recipients.ts';
import { postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { receive, refusalOf, rules } from '../../platform/stock/stock-test-fixtures.ts';
import { rxDispensingDemand } from './dispensing-demand.ts';
import { rxPatientsTestContext, rxState } from './rx-patients-test-setup.ts';

const c = rxPatientsTestContext();
const { t, who, f } = c;
let reason = 0;
let inactiveReason = 0;
beforeAll(async () => {
  const rows = await t.ctx.db
    .insert(rxConnectsDenialReasons)
    .values([{ name: 'Has full insurance' }, { name: 'Old reason', isActive: false }])
    .returning({ id: rxConnectsDenialReasons.id });
  [reason, inactiveReason] = rows.map((row) => row.id) as [number, number];
});

const onHand = async (repositoryId: number) => {
  const { rows } = await t.ctx.db.execute<{ lot: string; onHand: number; source: string }>(sql`
    select l.lot_number as lot, l.on_hand as "onHand", l.source_kind as source from stock_lots l
    join inventory_sites s on s.id = l.inventory_site_id where s.rx_connects_repository_id = ${repositoryId}
    order by l.lot_number`);
  return rows;
};

describe('donation intake', () => {
  it('receives accepted units into the repository’s own site and records rejected ones destroyed', async () => {
    const donationId = await c.donate(who.pharmacist, f.repository, [
      c.line(t.f.amoxicillin, 'AMX-LATE', '2031-06-30', 40),
      c.line(t.f.amoxicillin, 'AMX-SOON', '2030-01-31', 30, 10),
      c.line(t.f.naloxone, 'NAL-BAD', '2030-01-31', 5, 5),
    ]);
    expect(await onHand(f.repository)).toEqual([
      { lot: 'AMX-LATE', onHand: 40, source: 'donor' },
      { lot: 'AMX-SOON', onHand: 20, source: 'donor' },
    ]);
    const { rows: docs } = await t.ctx.db.execute(sql`
      select d.kind, m.reason_code as reason, m.quantity from rx_donations x
      join stock_documents d on d.id = x.stock_document_id join stock_movements m on m.document_id = d.id
      where x.id = ${donationId} order by m.quantity`);
    expect(docs).toEqual([
      { kind: 'donation', reason: 'donation', quantity: 20 },
      { kind: 'donation', reason: 'donation', quantity: 40 },
    ]);
    const donation = (await c.get(who.pharmacist, `${paths.donation}/${donationId}`)).json();
    expect(donation).toMatchObject({
      acceptedUnits: 60,
      rejectedUnits: 15,
      donorName: 'Sunrise Nursing Home',
    });
    expect(donation.lines[2]).toMatchObject({
      lotNumber: 'NAL-BAD',
      rejected: 5,
      rejectionReason: 'Opened package',
    });
  });

  it.each([
    [
      'an expired item accepted',
      () => [c.line(t.f.naloxone, 'OLD-1', '2020-01-31', 5)],
      {},
      m.expiredAccepted,
    ],
    [
      'rejected units without a reason',
      () => [{ ...c.line(t.f.naloxone, 'R-1', '2030-01-31', 5, 2), rejectionReason: '' }],
      {},
      m.rejectionReasonRequired,
    ],
    [
      'more rejected than received',
      () => [c.line(t.f.naloxone, 'R-2', '2030-01-31', 5, 6)],
      {},
      m.rejectedRange,
    ],
    [
      'a donor not approved',
      () => [c.line(t.f.naloxone, 'R-3', '2030-01-31', 5)],
      { donorId: 'pending' },
      m.donorNotFound,
    ],
    [
      'a date in the future',
      () => [c.line(t.f.naloxone, 'R-4', '2030-01-31', 5)],
      { receivedOn: '2099-01-01' },
      m.receivedOnRange,
    ],
  ])('refuses %s with its message and stores nothing', async (_name, lines, fields, message) => {
    const before = await rxState(t);
    const res = await c.post(who.pharmacist, paths.receiveDonation, {
      repositoryId: f.repository,
      donorId: (fields as { donorId?: string }).donorId === 'pending' ? f.pendingDonor : f.donor,
      receivedOn: (fields as { receivedOn?: string }).receivedOn ?? c.today(),
      lines: lines(),
      note: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect(await rxState(t)).toBe(before);
  });

  it('refuses a pharmacist another repository’s intake (403), and lists only their own donations', async () => {
    const before = await rxState(t);
    const res = await c.post(who.otherPharmacist, paths.receiveDonation, {
      repositoryId: f.repository,
      donorId: f.donor,
      receivedOn: c.today(),
      lines: [c.line(t.f.naloxone, 'X-1', '2030-01-31', 5)],
      note: '',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(m.notLinked);
    expect(await rxState(t)).toBe(before);
    const mine = (await c.get(who.otherPharmacist, `${paths.donations}?pageSize=10`)).json();
    expect(mine.totalRecords).toBe(0);
    const options = (await c.get(who.otherPharmacist, paths.donationOptions)).json();
    expect(options.repositories).toEqual([{ value: f.otherRepository, text: 'Bayside Pharmacy' }]);
    expect(options.allRepositories).toBe(false);
  });
});

describe('donated stock stays apart (s. 465.1902)', () => {
  it('the ledger refuses a supplier receipt or a transfer at a repository’s site, and a dispensing from state stock', async () => {
    const { rows } = await t.ctx.db.execute<{ site: number; lot: number }>(sql`
      select s.id as site, l.id as lot from inventory_sites s join stock_lots l on l.inventory_site_id = s.id
      where s.rx_connects_repository_id = ${f.repository} order by l.id limit 1`);
    const { site, lot } = rows[0] ?? { site: 0, lot: 0 };
    const before = await rxState(t);
    const refused =
      'Donated medicine at an Rx Connects repository is only received as a donation and dispensed to its patients.';
    expect(
      await refusalOf(
        receive(t.ctx.db, { inventorySiteId: site, ndcProductId: t.f.naloxone, lotNumber: 'SUP-1' }),
      ),
    ).toBe(refused);
    const post = (input: Parameters<typeof postStockDocument>[2]) =>
      refusalOf(withTx(t.ctx.db, systemActor, (tx) => postStockDocument(tx, systemActor, input, rules)));
    expect(
      await post({
        kind: 'transfer_out',
        inventorySiteId: site,
        lines: [{ lotId: lot, quantity: -1, reasonCode: 'transfer' }],
      }),
    ).toBe(refused);
    expect(
      await post({
        kind: 'shipment',
        inventorySiteId: site,
        lines: [{ lotId: lot, quantity: -1, reasonCode: 'dispensed' }],
      }),
    ).toBe(refused);
    const central = await receive(t.ctx.db, {
      inventorySiteId: t.f.main,
      ndcProductId: t.f.naloxone,
      lotNumber: 'C-1',
      quantity: 5,
    });
    const afterCentral = await rxState(t);
    expect(
      await post({
        kind: 'shipment',
        inventorySiteId: t.f.main,
        demand: rxDispensingDemand(1),
        lines: [{ lotId: central.lotId, quantity: -1, reasonCode: 'dispensed' }],
      }),
    ).toBe('Only a repository’s donated stock is dispensed to Rx Connects patients.');
    expect(await rxState(t)).toBe(afterCentral);
    expect(before).not.toBe(afterCentral);
  });
});

describe('reviewing and dispensing', () => {
  let approved = 0;
  beforeAll(async () => {
    approved = await c.apply({ firstName: 'Ann', lastName: 'Approved' });
    await c.ok(who.pharmacist, paths.approve, { id: approved, note: 'Welcome.' });
  });

  it('dispenses first expiry first from donated stock, on the ledger for the dispensing', async () => {
    const dispensingId = await c.ok(who.pharmacist, paths.dispense, {
      applicationId: approved,
      lines: [{ productId: t.f.amoxicillin, quantity: 25 }],
      note: 'Counselled.',
    });
    expect(await onHand(f.repository)).toEqual([
      { lot: 'AMX-LATE', onHand: 35, source: 'donor' },
      { lot: 'AMX-SOON', onHand: 0, source: 'donor' },
    ]);
    const page = (await c.get(who.pharmacist, `${paths.application}/${approved}`)).json();
    expect(page.status).toBe('Approved');
    expect(page.dispensings).toHaveLength(1);
    expect(page.dispensings[0].id).toBe(dispensingId);
    expect(
      page.dispensings[0].lines.map((l: { lotNumber: string; quantity: number }) => [
        l.lotNumber,
        l.quantity,
      ]),
    ).toEqual([
      ['AMX-SOON', 20],
      ['AMX-LATE', 5],
    ]);
    expect(page.available).toEqual([
      expect.objectContaining({ productId: t.f.amoxicillin, available: 35, firstExpiry: '2031-06-30' }),
    ]);
    const { rows } = await t.ctx.db.execute(sql`
      select kind, demand_kind, demand_id from stock_documents where demand_kind = 'rx_dispensing'`);
    expect(rows).toEqual([{ kind: 'shipment', demand_kind: 'rx_dispensing', demand_id: dispensingId }]);
  });

  it('refuses more than the repository holds, naming the units, and stores nothing', async () => {
    const before = await rxState(t);
    const res = await c.post(who.pharmacist, paths.dispense, {
      applicationId: approved,
      lines: [{ productId: t.f.amoxicillin, quantity: 36 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.dispenseShort('Amoxicillin 500 mg', 35));
    expect(await rxState(t)).toBe(before);
  });

  it('two pharmacists taking the last units at once: one dispenses, the other is told what is left', async () => {
    const both = await Promise.all(
      [0, 1].map(() =>
        c.post(who.pharmacist, paths.dispense, {
          applicationId: approved,
          lines: [{ productId: t.f.amoxicillin, quantity: 30 }],
        }),
      ),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(both.find((res) => res.statusCode === 400)?.json().message).toBe(
      m.dispenseShort('Amoxicillin 500 mg', 5),
    );
    expect(await onHand(f.repository)).toEqual([
      { lot: 'AMX-LATE', onHand: 5, source: 'donor' },
      { lot: 'AMX-SOON', onHand: 0, source: 'donor' },
    ]);
  });

  it('dispenses only to an approved application, decides once, and denies with an active reason', async () => {
    const pending = await c.apply({ lastName: 'Pending' });
    const before = await rxState(t);
    const early = await c.post(who.pharmacist, paths.dispense, {
      applicationId: pending,
      lines: [{ productId: t.f.amoxicillin, quantity: 1 }],
    });
    expect(early.json().message).toBe(m.wrongStatus('dispensed to', 'Pending'));
    const inactive = await c.post(who.pharmacist, paths.deny, {
      id: pending,
      deniedReasonId: inactiveReason,
    });
    expect(inactive.json().message).toBe(m.denialReasonInactive);
    const twice = await c.post(who.pharmacist, paths.approve, { id: approved });
    expect(twice.json().message).toBe(m.wrongStatus('approved', 'Approved'));
    expect(await rxState(t)).toBe(before);
    await c.ok(who.pharmacist, paths.deny, {
      id: pending,
      deniedReasonId: reason,
      note: 'Covered by Medicaid.',
    });
    const page = (await c.get(who.pharmacist, `${paths.application}/${pending}`)).json();
    expect(page).toMatchObject({
      status: 'Denied',
      denialReason: 'Has full insurance',
      decisionNote: 'Covered by Medicaid.',
    });
    expect(page.available).toEqual([]);
    const { rows } = await t.ctx.db.execute<{ body: string }>(sql`
      select text_body as body from email_outbox where subject like ${`%RXA-${String(pending).padStart(6, '0')}%`}
      order by id desc limit 1`);
    expect(rows[0]?.body).toContain('Reason: Has full insurance');
  });

  it('a recall of a donated lot names the applicants it was dispensed to', async () => {
    const [recall] = await t.ctx.db
      .insert(fdaRecalls)
      .values({
        recallNumber: 'D-0112-2026',
        status: 'Ongoing',
        packageNdcs: ['0093-0058-01'],
        codeInfo: 'Lot AMX-SOON',
      })
      .returning({ id: fdaRecalls.id });
    const recipients = await findRecallRecipients(t.ctx.db, recall?.id ?? 0);
    expect(recipients.map((r) => [r.lotNumber, r.quantity, r.reference, r.patientName])).toEqual([
      ['AMX-SOON', 20, `RXA-${String(approved).padStart(6, '0')}`, 'Ann Approved'],
    ]);
  });

  it('the monthly report counts this month’s dispensings from the ledger and the donations received', async () => {
    const month = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' }).slice(0, 7);
    const res = await c.get(
      who.pharmacist,
      `${paths.monthlyReport}?repositoryId=${f.repository}&month=${month}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.dispensed).toEqual([
      expect.objectContaining({ productName: 'Amoxicillin 500 mg', units: 55, patients: 1, dispensings: 2 }),
    ]);
    expect(report.received).toEqual([
      expect.objectContaining({ productName: 'Amoxicillin 500 mg', accepted: 60, rejected: 10 }),
      expect.objectContaining({ productName: 'Naloxone 0.4 mg/mL', accepted: 0, rejected: 5 }),
    ]);
    expect(report.totals).toEqual({ patients: 1, unitsDispensed: 55, unitsAccepted: 60, unitsRejected: 15 });
    const [year, mon] = month.split('-').map(Number) as [number, number];
    expect(report.dueBy).toBe(
      mon === 12 ? `${year + 1}-01-05` : `${year}-${String(mon + 1).padStart(2, '0')}-05`,
    );
    const other = await c.get(
      who.otherPharmacist,
      `${paths.monthlyReport}?repositoryId=${f.repository}&month=${month}`,
    );
    expect(other.statusCode).toBe(403);
    const bad = await c.get(
      who.pharmacist,
      `${paths.monthlyReport}?repositoryId=${f.repository}&month=2026-13`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(m.monthFormat);
  });
});

describe('who may see applicants', () => {
  it('needs RxConnects Pharmacist (403), MFA for patient data (467), and the repository’s link (404)', async () => {
    const id = await c.apply({ lastName: 'Scoped' });
    const reads = [`${paths.applications}?pageSize=10`, `${paths.application}/${id}`];
    for (const url of reads) {
      expect((await c.get(who.admin, url)).statusCode, url).toBe(200);
      expect((await c.get(who.pharmacist, url)).statusCode, url).toBe(200);
      expect((await c.get(who.rxUser, url)).statusCode, url).toBe(403);
      expect((await c.get(who.outsider, url)).statusCode, url).toBe(403);
      expect((await c.get(who.noMfa, url)).statusCode, url).toBe(467);
    }
    const other = await c.get(who.otherPharmacist, `${paths.application}/${id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(m.applicationNotFound);
    const otherList = (await c.get(who.otherPharmacist, `${paths.applications}?pageSize=10`)).json();
    expect(otherList.data.map((row: { id: number }) => row.id)).not.toContain(id);
    const before = await rxState(t);
    const approve = await c.post(who.otherPharmacist, paths.approve, { id });
    expect(approve.statusCode).toBe(404);
    expect((await c.post(who.noMfa, paths.approve, { id })).statusCode).toBe(467);
    expect((await c.get(who.pharmacist, `${paths.application}/2147483648`)).statusCode).toBe(400);
    expect(await rxState(t)).toBe(before);
  });

  it('finds an application by reference or last name', async () => {
    const id = await c.apply({ firstName: 'Zed', lastName: 'Zimmerman' });
    const byRef = (
      await c.get(who.admin, `${paths.applications}?pageSize=10&search=RXA-${String(id).padStart(6, '0')}`)
    ).json();
    expect(byRef.data.map((row: { id: number }) => row.id)).toEqual([id]);
    const byName = (await c.get(who.admin, `${paths.applications}?pageSize=10&search=zimm`)).json();
    expect(byName.data).toEqual([
      expect.objectContaining({ id, applicantName: 'Zimmerman, Zed', status: 'Pending' }),
    ]);
  });
});

describe('recalled donations', () => {
  it('a donated lot an open recall names arrives recalled and is never offered for dispensing', async () => {
    await t.ctx.db.insert(fdaRecalls).values({
      recallNumber: 'D-0113-2026',
      status: 'Ongoing',
      packageNdcs: ['0409-4888-02'],
      codeInfo: 'Lot NAL-RCL',
    });
    await c.donate(who.pharmacist, f.repository, [c.line(t.f.naloxone, 'NAL-RCL', '2030-01-31', 4)]);
    const { rows } = await t.ctx.db.execute<{ status: string; onHand: number }>(sql`
      select status, on_hand as "onHand" from stock_lots where lot_number = 'NAL-RCL'`);
    expect(rows).toEqual([{ status: 'recalled', onHand: 4 }]);
    const approvedId = await c.apply({ lastName: 'Recall' });
    await c.ok(who.pharmacist, paths.approve, { id: approvedId });
    const page = (await c.get(who.pharmacist, `${paths.application}/${approvedId}`)).json();
    expect(page.available.map((p: { productId: number }) => p.productId)).not.toContain(t.f.naloxone);
  });
});

describe('refused command bodies', () => {
  let pendingId = 0;
  beforeAll(async () => {
    pendingId = await c.apply({ lastName: 'Refused' });
  });

  it.each([
    ['a denial without a reason', paths.deny, () => ({ id: pendingId }), m.denialReasonRequired],
    [
      'a note with a NUL character',
      paths.approve,
      () => ({ id: pendingId, note: 'ok\u0000' }),
      'Contains characters that are not allowed.',
    ],
    [
      'a note past its length',
      paths.approve,
      () => ({ id: pendingId, note: 'x'.repeat(501) }),
      m.noteTooLong,
    ],
    [
      'a dispensing of nothing',
      paths.dispense,
      () => ({ applicationId: pendingId, lines: [] }),
      m.linesRequired,
    ],
    [
      'a product listed twice',
      paths.dispense,
      () => ({
        applicationId: pendingId,
        lines: [
          { productId: t.f.naloxone, quantity: 1 },
          { productId: t.f.naloxone, quantity: 2 },
        ],
      }),
      m.lineTwice,
    ],
    [
      'a quantity of 0',
      paths.dispense,
      () => ({ applicationId: pendingId, lines: [{ productId: t.f.naloxone, quantity: 0 }] }),
      m.quantityRange,
    ],
    [
      'a donation without lines',
      paths.receiveDonation,
      () => ({ repositoryId: f.repository, donorId: f.donor, receivedOn: c.today(), lines: [] }),
      m.linesRequired,
    ],
    [
      'a lot number with a control character',
      paths.receiveDonation,
      () => ({
        repositoryId: f.repository,
        donorId: f.donor,
        receivedOn: c.today(),
        lines: [{ ...c.line(t.f.naloxone, 'L\u0007', '2030-01-31', 1) }],
      }),
      m.lotInvalid,
    ],
  ])('refuses %s with its message and stores nothing', async (_name, path, body, message) => {
    const before = await rxState(t);
    const res = await c.post(who.pharmacist, path, body());
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect(await rxState(t)).toBe(before);
  });
});
