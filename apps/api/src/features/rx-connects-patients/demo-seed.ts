import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import { sql } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import type { Tx } from '../../db/tx.ts';
import { recalledProductLots } from '../../platform/recalls/recalled-product-lots.ts';
import { receiveStockLines } from '../../platform/stock/receive-stock.ts';
import { repositorySite } from './repository-site.ts';

const rules = { backdateDays: 30 };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const leon = {
  street: '1940 N Monroe St',
  secondary: '',
  city: 'Tallahassee',
  state: 'FL',
  zip: '32303',
  formatted_address: '1940 N Monroe St, Tallahassee, FL 32303',
  county_id: 36,
};

/**
 * Rx Connects patients for the demo (decision 112): an approved donor, its donation received at the demo
 * pharmacist's approved repository (one line partly rejected; the metformin arrives recalled, as the demo's openFDA
 * snapshot recalls every lot of it, so it is never offered), and three applications to that repository (two
 * waiting for review, one approved), so the pharmacist has a queue to work and stock to dispense.
 */
async function seedRxPatientsDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const { rows: repositories } = await tx.execute<{ id: number }>(sql`
    select id from rx_connects_repositories where status_id = ${RxConnectsStatus.Approved} order by id limit 1`);
  const repositoryId = repositories[0]?.id;
  const pharmacistId = demo.userIds.pharmacist;
  if (!repositoryId || !pharmacistId) return;
  const { rows: donors } = await tx.execute<{ id: number }>(sql`
    insert into rx_connects_donors (name, facility_type_id, email_address, street, secondary, city, state, zip,
      formatted_address, county_id, contact_name, contact_phone, is_attested, signature, date_signed, status_id,
      decided_at, decided_by_user_id)
    values ('Bayfront Nursing Home', 3, 'pharmacy@bayfront-nursing.example', ${leon.street}, '', ${leon.city},
      ${leon.state}, ${leon.zip}, ${leon.formatted_address}, ${leon.county_id}, 'Nora Nurse', '(850) 555-0190', true,
      'Nora Nurse', ${daysAgo(40)}, ${RxConnectsStatus.Approved}, ${daysAgo(38)}, ${demo.userIds.rxadmin ?? null})
    returning id`);
  const donorId = donors[0]?.id;
  const { rows: products } = await tx.execute<{ id: number; name: string }>(sql`
    select min(id) as id, product_name as name from ndc_products
    where product_name in ('Metformin HCl Tablets 500 mg', 'Atorvastatin Calcium Tablets 20 mg') and is_active
    group by product_name order by product_name`);
  const [atorvastatin, metformin] = products;
  if (donorId && atorvastatin && metformin) {
    const inventorySiteId = await repositorySite(tx, repositoryId);
    const occurredAt = daysAgo(3);
    const lines = [
      {
        ndcProductId: metformin.id,
        lotNumber: 'MF24117',
        expiryDate: '2027-10-31',
        quantity: 180,
        rejected: 0,
      },
      {
        ndcProductId: atorvastatin.id,
        lotNumber: 'AT25020',
        expiryDate: '2027-06-30',
        quantity: 90,
        rejected: 30,
      },
    ];
    const recalls = await recalledProductLots(
      tx,
      lines.map((line) => ({ ndcProductId: line.ndcProductId, lotNumber: line.lotNumber })),
    );
    const received = await receiveStockLines(
      tx,
      { userId: pharmacistId },
      {
        kind: 'donation',
        inventorySiteId,
        sourceKind: 'donor',
        sourceName: 'Bayfront Nursing Home',
        occurredAt,
        lines: lines.map(({ rejected, ...line }) => ({
          ...line,
          quantity: line.quantity - rejected,
          status: recalls.has(`${line.ndcProductId}:${line.lotNumber}`) ? 'recalled' : 'available',
        })),
      },
      rules,
    );
    const { rows: donation } = await tx.execute<{ id: number }>(sql`
      insert into rx_donations (repository_id, donor_id, received_on, stock_document_id, inspected_by)
      values (${repositoryId}, ${donorId}, ${occurredAt.toISOString().slice(0, 10)}, ${received.documentId},
        ${pharmacistId})
      returning id`);
    for (const [i, line] of lines.entries())
      await tx.execute(sql`
        insert into rx_donation_lines (donation_id, ndc_product_id, lot_number, expiry_date, quantity, rejected,
          rejection_reason, lot_id)
        values (${donation[0]?.id}, ${line.ndcProductId}, ${line.lotNumber}, ${line.expiryDate}, ${line.quantity},
          ${line.rejected}, ${line.rejected ? 'Blister packs opened' : null}, ${received.lotIds[i]})`);
  }
  const applicant = (
    first: string,
    last: string,
    dob: string,
    coverage: string,
    medicines: string,
    days: number,
  ) =>
    tx.execute(sql`
      insert into rx_patient_applications (first_name, last_name, date_of_birth, email_address, phone_number, street,
        secondary, city, state, zip, formatted_address, county_id, is_florida_resident, coverage, medicines_needed,
        repository_id, is_attested, signature, date_signed, status, decided_at, decided_by_user_id)
      values (${first}, ${last}, ${dob}, ${`${first.toLowerCase()}@example.com`}, '(850) 555-0170', ${leon.street},
        '', ${leon.city}, ${leon.state}, ${leon.zip}, ${leon.formatted_address}, ${leon.county_id}, true, ${coverage},
        ${medicines}, ${repositoryId}, true, ${`${first} ${last}`}, ${daysAgo(days)},
        ${days > 5 ? 'Approved' : 'Pending'}, ${days > 5 ? daysAgo(days - 1) : null},
        ${days > 5 ? pharmacistId : null})`);
  await applicant('James', 'Carter', '1961-08-14', 'Uninsured', 'Metformin 500 mg twice daily', 9);
  await applicant('Maria', 'Lopez', '1975-03-22', 'Underinsured', 'Atorvastatin 20 mg once daily', 2);
  await applicant(
    'Dwayne',
    'Brooks',
    '1948-11-02',
    'Public assistance',
    'Metformin 500 mg, atorvastatin 20 mg',
    1,
  );
}

export const demoSeed: AreaDemoSeed = {
  area: 'rx-connects-patients',
  after: ['rx-connects', 'fda-recalls'],
  seed: seedRxPatientsDemo,
};
