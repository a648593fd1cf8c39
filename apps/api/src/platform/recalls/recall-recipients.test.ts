import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fdaRecalls } from '../../db/schema/pharmacy.ts';
import { stockLots } from '../../db/schema/stock.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { allocateFefo, shipAllocations } from '../stock/allocate-stock.ts';
import { postStockDocument } from '../stock/post-stock-document.ts';
import { reverseStockDocument } from '../stock/reverse-stock-document.ts';
import { rules, stockOfNdc, stockTestContext } from '../stock/stock-test-fixtures.ts';
import { findRecallRecipients } from './recall-recipients.ts';

const t = stockTestContext();

/** A patient's refill item at the main site: the demand a shipment names. */
async function refillItemFor(firstName: string, rxNumber: string): Promise<number> {
  const { rows } = await t.ctx.db.execute<{ id: number }>(sql`
    with pt as (insert into patients (first_name, last_name, date_of_birth) values (${firstName}, 'Recall', '1970-01-01') returning id),
      rx as (insert into prescriptions (rx_number, drug_name) values (${rxNumber}, 'Naloxone') returning id),
      sh as (insert into refill_shipments (facility_id, inventory_site_id, patient_id, current_step)
             select facility_id, id, (select id from pt), 4 from inventory_sites where id = ${t.f.main} returning id)
    insert into refill_shipment_items (shipment_id, prescription_id, rx_number, ndc, quantity)
    select sh.id, rx.id, ${rxNumber}, '2222-3333-01', 2 from sh, rx returning id`);
  return rows[0]?.id ?? 0;
}

/** A metabolic formula patient's order at the main site (decision 111): the demand ('mf_order', id). */
async function formulaOrderFor(firstName: string): Promise<number> {
  const { rows } = await t.ctx.db.execute<{ id: number }>(sql`
    with staff as (insert into users (user_name, email, first_name, last_name)
             values ('mf-recall', 'mf-recall@example.test', 'Mo', 'Staff') returning id),
      pt as (insert into patients (first_name, last_name, date_of_birth) values (${firstName}, 'Formula', '2015-03-04') returning id),
      en as (insert into mf_enrolments (patient_id, diagnosis, treatment_centre, state_resident, payer_status,
               inventory_site_id, shipping_method, street, city, state, zip, county_id, formatted_address, enrolled_by)
             select pt.id, 'PKU', 'Metabolic Clinic', true, 'Benefit exhausted', ${t.f.main}, 'Ground', '1 Main St',
               'Tallahassee', 'FL', '32301', (select min(id) from counties), '1 Main St, Tallahassee FL 32301',
               staff.id
             from pt, staff returning patient_id)
    insert into mf_orders (patient_id, period_start, months, inventory_site_id, shipping_method, ship_to, ship_by, created_by)
    select patient_id, '2026-01-01', 1, ${t.f.main}, 'Ground', '1 Main St', '2026-01-02', staff.id
    from en, staff returning id`);
  return rows[0]?.id ?? 0;
}

describe('findRecallRecipients (decision 099)', () => {
  it('names the patients (refills and formula orders) and sites a recalled lot reached, even once the lot is empty, leaving out reversed ones', async () => {
    const lotId = await stockOfNdc(t.ctx.db, {
      inventorySiteId: t.f.main,
      ndc: '2222-3333-01',
      lotNumber: 'RR1',
      quantity: 5,
    });
    const other = await stockOfNdc(t.ctx.db, {
      inventorySiteId: t.f.main,
      ndc: '2222-3333-01',
      lotNumber: 'RR2',
      quantity: 4,
    });
    const [lot] = await t.ctx.db.select().from(stockLots).where(sql`id = ${lotId}`);
    const ndcProductId = lot?.ndcProductId ?? 0;
    const item = await refillItemFor('Ada', '70000001');
    await withTx(t.ctx.db, systemActor, async (tx) => {
      const demand = { kind: 'refill_item', id: item };
      await allocateFefo(tx, {
        inventorySiteId: t.f.main,
        ndcProductId,
        quantity: 2,
        demand,
        today: '2026-01-01',
      });
      await shipAllocations(
        tx,
        systemActor,
        { inventorySiteId: t.f.main, demand, reference: 'Rx 70000001' },
        rules,
      );
    });
    const mistaken = await withTx(t.ctx.db, systemActor, (tx) =>
      postStockDocument(
        tx,
        systemActor,
        {
          kind: 'shipment',
          inventorySiteId: t.f.main,
          lines: [{ lotId, quantity: -2, reasonCode: 'dispensed' }],
        },
        rules,
      ),
    );
    await withTx(t.ctx.db, systemActor, (tx) =>
      reverseStockDocument(tx, systemActor, mistaken.documentId, 'Posted twice', rules),
    );
    await withTx(t.ctx.db, systemActor, (tx) =>
      postStockDocument(
        tx,
        systemActor,
        {
          kind: 'shipment',
          inventorySiteId: t.f.main,
          reference: 'County clinic',
          lines: [
            { lotId, quantity: -2, reasonCode: 'dispensed' },
            { lotId: other, quantity: -1, reasonCode: 'dispensed' },
          ],
        },
        rules,
      ),
    );
    const order = await formulaOrderFor('Bea');
    await withTx(t.ctx.db, systemActor, (tx) =>
      postStockDocument(
        tx,
        systemActor,
        {
          kind: 'shipment',
          inventorySiteId: t.f.main,
          reference: 'MF-000001',
          demand: { kind: 'mf_order', id: order },
          lines: [{ lotId, quantity: -1, reasonCode: 'dispensed' }],
        },
        rules,
      ),
    );
    const [recall] = await t.ctx.db
      .insert(fdaRecalls)
      .values({
        recallNumber: 'D-7101-2026',
        status: 'Ongoing',
        packageNdcs: ['2222-3333-01'],
        codeInfo: 'Lot RR1',
      })
      .returning({ id: fdaRecalls.id });
    const recipients = await findRecallRecipients(t.ctx.db, recall?.id ?? 0);
    expect(recipients.map((r) => [r.lotNumber, r.quantity, r.reference, r.rxNumber, r.patientName])).toEqual([
      ['RR1', 1, 'MF-000001', null, 'Bea Formula'],
      ['RR1', 2, 'County clinic', null, null],
      ['RR1', 2, 'Rx 70000001', '70000001', 'Ada Recall'],
    ]);
    expect(recipients[2]).toMatchObject({
      kind: 'shipment',
      inventoryName: 'Main stock',
      inventoryId: t.f.main,
      dispensingUnit: 'each',
      packSize: 1,
    });
    expect(await findRecallRecipients(t.ctx.db, 2147483647)).toEqual([]);
  });
});
