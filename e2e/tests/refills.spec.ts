import { gtinForNdc } from '@homer/contracts/gs1';
import { messages } from '@homer/contracts/messages';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signInFromStart } from './helpers.ts';
import { signInWithMfa } from './phi-sign-in.ts';

/**
 * Refills (issue 15): the dashboard's Refill Requests widget creates a shipment from a typed Rx number, and the
 * fulfilment page moves it to Delivered with the pharmacist's QC Check by the product's barcode. Each test makes
 * its own patient and prescriptions in the QS1 stand-in, tied to the demo inventories of Central Pharmacy.
 */

const naloxone = { ndc: '69547-353-02', name: 'Naloxone HCl Nasal Spray 4 mg' };
const metformin = '0591-0405-01';

const one = async <T>(sql: string, values: unknown[] = []) =>
  withDatabase(async (db) => {
    const { rows } = await db.query(sql, values);
    if (!rows[0]) throw new Error(`No row from: ${sql}`);
    return rows[0] as T;
  });

/** An inventory site of a demo facility, created when the demo seed has not (the same name as the seed's). */
const site = (name: string, facility = 'Central Pharmacy') =>
  one<{ id: number }>(
    `with f as (select id from facilities where name = $2),
          made as (insert into inventory_sites (facility_id, name) select id, $1 from f
                   on conflict on constraint inventory_sites_facility_name_unique do nothing returning id)
     select id from made
     union all select s.id from inventory_sites s join f on s.facility_id = f.id where s.name = $1
     limit 1`,
    [name, facility],
  );

/**
 * A patient of this test alone with one prescription per entry of `sites`: each is tied to those inventory sites
 * (none, one or several). Rx numbers start with `prefix` so parallel tests never share one.
 */
async function createPrescriptions(prefix: string, sites: number[][]) {
  const tag = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const patient = await one<{ id: number }>(
    `insert into patients (first_name, last_name, date_of_birth, phone, email)
     values ('Robin', $1, '1961-04-12', '8505550142', 'robin@e2e.example') returning id`,
    [`Refill${tag}`],
  );
  const rx: string[] = [];
  for (const [i, tied] of sites.entries()) {
    const rxNumber = `${prefix}${tag}${i}`;
    const prescription = await one<{ id: number }>(
      `insert into prescriptions (rx_number, patient_phone, drug_name, refills_remaining, patient_id, ndc,
         dispense_quantity)
       values ($1, '8505550142', $2, 3, $3, $4, 1) returning id`,
      [rxNumber, naloxone.name, patient.id, naloxone.ndc],
    );
    for (const siteId of tied) {
      await one(
        `insert into prescription_inventory_sites (prescription_id, inventory_site_id) values ($1, $2)
         returning prescription_id`,
        [prescription.id, siteId],
      );
    }
    rx.push(rxNumber);
  }
  return { lastName: `Refill${tag}`, rx };
}

/** The user menu's facility, as choosing it there stores it (spec §3, userSelectedFacility). */
async function selectFacility(page: Page, name: string) {
  const facility = await one<{ id: number; long_name: string | null }>(
    'select id, long_name from facilities where name = $1',
    [name],
  );
  await page.evaluate((f) => localStorage.setItem('userSelectedFacility', JSON.stringify(f)), {
    id: facility.id,
    name,
    longName: facility.long_name,
  });
  await page.goto('/dashboard');
  return facility.id;
}

/** Shipments holding any of these Rx numbers: other tests, in parallel, never use them. */
const shipmentCount = (rx: readonly string[]) =>
  one<{ n: number }>(
    'select count(distinct shipment_id)::int as n from refill_shipment_items where rx_number = any($1)',
    [rx],
  ).then((r) => r.n);

const stepOf = (id: number) =>
  one<{ current_step: number }>('select current_step from refill_shipments where id = $1', [id]).then(
    (r) => r.current_step,
  );

async function moveTo(page: Page, step: string) {
  await page.getByRole('button', { name: `Move to ${step}` }).click();
  const dialog = page.getByRole('dialog', { name: `Move to ${step}` });
  await dialog.getByRole('button', { name: `Move to ${step}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${step} (current)`)).toBeVisible();
}

/**
 * A lot of `ndc` at a site with `quantity` units, as the stock screens would leave it: the formulary product (made
 * when missing), the lot, and an opening document whose movement puts the units on hand (the ledger's trigger).
 */
async function stockLot(ndc: string, siteId: number, lotNumber: string, quantity: number, expiry: string) {
  return withDatabase(async (db) => {
    await db.query(
      `insert into ndc_products (ndc, product_name, dispensing_unit, pack_size)
       values ($1, $2, 'tablet', 30) on conflict do nothing`,
      [ndc, `E2E product ${ndc}`],
    );
    const lot = await db.query<{ id: number }>(
      `insert into stock_lots (inventory_site_id, ndc_product_id, lot_number, expiry_date, source_kind)
       select $1, id, $3, $4, 'opening' from ndc_products where ndc_digits = replace($2, '-', '') returning id`,
      [siteId, ndc, lotNumber, expiry],
    );
    const lotId = lot.rows[0]?.id as number;
    const doc = await db.query<{ id: number }>(
      `insert into stock_documents (kind, inventory_site_id, reference, occurred_at)
       values ('opening', $1, 'e2e refills', now()) returning id`,
      [siteId],
    );
    await db.query(
      `insert into stock_movements (document_id, lot_id, quantity, reason_code, occurred_at)
       values ($1, $2, $3, 'opening', now())`,
      [doc.rows[0]?.id, lotId, quantity],
    );
    return lotId;
  });
}

const lotStock = (lotId: number) =>
  one<{ on_hand: number; allocated: number }>('select on_hand, allocated from stock_lots where id = $1', [
    lotId,
  ]);

/** A day `days` from today, YYYY-MM-DD. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Holds each matching call for a moment, so the button's texts of §4.8 can be seen. */
async function slowDown(page: Page, pattern: string) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

test.describe('Refill requests and fulfilment', () => {
  test('a pharmacist creates a refill from a typed Rx number and moves it to Delivered', async ({ page }) => {
    const main = await site('Central Pharmacy Main Inventory');
    const patient = await createPrescriptions('6', [[main.id]]);
    const rx = patient.rx[0] ?? '';
    // Stock to fill it from: the shipment cannot leave Product Prep without it (decision 103).
    await stockLot(naloxone.ndc, main.id, `E2E${rx}`, 5, daysAhead(900));
    await signInWithMfa(page);
    await selectFacility(page, 'Central Pharmacy');

    const widget = page.getByRole('region', { name: 'Refill Requests' });
    const create = widget.getByRole('button', { name: 'Create New Refill Request' });
    await expect(create).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    await slowDown(page, '**/api/Inventory/QS1/GetRxData**');
    await slowDown(page, '**/api/Inventory/QS1/ValidateAndSaveRxData**');
    await widget.getByLabel('Rx Number').fill(rx);
    await widget.getByLabel('Rx Number').press('Enter');
    await expect(widget.getByRole('button', { name: 'Getting Rx Info...' })).toBeDisabled();
    await expect(widget.getByRole('button', { name: 'Creating Refill...' })).toBeDisabled();
    await expect(page.getByText('Refill Request Created Successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/pharmacy/fulfillment/edit/\\d+/${main.id}$`));
    const shipmentId = Number(/edit\/(\d+)\//.exec(page.url())?.[1]);

    await expect(
      page.getByRole('heading', { level: 1, name: `Refill Shipment #${shipmentId}` }),
    ).toBeVisible();
    await expect(page.getByText(`Rx ${rx} — ${naloxone.name}`)).toBeVisible();
    await expect(page.getByText(`${patient.lastName}, Robin`)).toBeVisible();
    await expect(page.getByText('Not Submitted (current)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await moveTo(page, 'Product Prep');
    await moveTo(page, 'Shipping Prep');
    await moveTo(page, 'QC Check');
    await expect(page.getByRole('button', { name: 'Move to Pending Shipment' })).toBeDisabled();
    await expect(
      page.getByText('Verify every item by scanning its product before passing the QC Check.'),
    ).toBeVisible();

    // Another product's barcode: the mismatch is told and nothing is verified.
    const barcode = page.getByLabel('Product barcode');
    await barcode.fill(metformin);
    await barcode.press('Enter');
    await expect(page.getByText(/does not match this item's NDC 69547-353-02/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const unverified = await one<{ qc_verified_at: string | null }>(
      'select qc_verified_at from refill_shipment_items where shipment_id = $1',
      [shipmentId],
    );
    expect(unverified.qc_verified_at).toBeNull();

    // The product's GS1 DataMatrix, as a USB scanner types it.
    await barcode.fill(`(01)${gtinForNdc(naloxone.ndc.replace(/-/g, ''))}(17)270331(10)NX24A17`);
    await barcode.press('Enter');
    await expect(page.getByText(/^Verified .* by Priya Pharmacist$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move to Pending Shipment' })).toBeEnabled();

    await moveTo(page, 'Pending Shipment');
    await moveTo(page, 'Completed');
    await moveTo(page, 'Delivered');
    await expect(page.getByRole('button', { name: /^Move to/ })).toHaveCount(0);
    await expect.poll(() => stepOf(shipmentId)).toBe(5);

    // The dashboard lists it with the widget's label for Delivered.
    await page.goto('/dashboard');
    const row = widget.getByRole('listitem').filter({ hasText: `Shipment #${shipmentId}` });
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText('Central Pharmacy Main Inventory');
  });

  test('a refill takes the earliest-expiring lot, the technician changes it by typing, Completed takes it', async ({
    page,
  }) => {
    const main = await site('Central Pharmacy Main Inventory');
    // A product, prescription and lots of this test alone.
    const tag = `${Date.now() % 100_000}`.padStart(5, '0');
    const ndc = `8${tag.slice(1)}-${tag.slice(0, 3)}-01`;
    const early = `EA${tag}`;
    const late = `LA${tag}`;
    const earlyId = await stockLot(ndc, main.id, early, 50, daysAhead(150));
    const lateId = await stockLot(ndc, main.id, late, 50, daysAhead(400));
    const patient = await createPrescriptions('9', [[main.id]]);
    const rx = patient.rx[0] ?? '';
    await withDatabase((db) =>
      db.query(
        'update prescriptions set ndc = $1, dispense_quantity = 10, days_supply = 200 where rx_number = $2',
        [ndc, rx],
      ),
    );
    await signInWithMfa(page);
    await selectFacility(page, 'Central Pharmacy');
    const widget = page.getByRole('region', { name: 'Refill Requests' });
    await widget.getByLabel('Rx Number').fill(rx);
    await widget.getByLabel('Rx Number').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/pharmacy/fulfillment/edit/\\d+/${main.id}$`));
    const shipmentId = Number(/edit\/(\d+)\//.exec(page.url())?.[1]);

    await moveTo(page, 'Product Prep');
    const items = page.getByRole('region', { name: 'Prescriptions' });
    await expect(items.getByText(early, { exact: true })).toBeVisible();
    await expect(items.getByText('10 tablets (10 loose)').first()).toBeVisible();
    // The lot expires in 150 days, before the 200-day supply runs out: flagged.
    await expect(items.getByText('Expires before the supply runs out')).toBeVisible();
    await expect.poll(async () => (await lotStock(earlyId)).allocated).toBe(10);
    await expectNoSeriousA11yViolations(page);

    await items.getByRole('button', { name: `Change lot ${early} of Rx ${rx}` }).click();
    const dialog = page.getByRole('dialog', { name: `Change lot ${early} of Rx ${rx}` });
    await dialog.getByRole('radio', { name: new RegExp(`Lot ${late}`) }).check();
    await expectNoSeriousA11yViolations(page);
    const lotInput = dialog.getByLabel('Scan or type the lot number');
    await lotInput.fill(early);
    await dialog.getByRole('button', { name: 'Change lot' }).click();
    await expect(dialog.getByRole('alert')).toContainText(`is not the chosen lot ${late}`);
    await lotInput.fill(late.toLowerCase());
    await dialog.getByRole('button', { name: 'Change lot' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Rx Number ${rx} now takes lot ${late}.`)).toBeVisible();
    await expect(items.getByText(late, { exact: true })).toBeVisible();
    await expect(items.getByText('Expires before the supply runs out')).toHaveCount(0);
    await expect.poll(async () => lotStock(earlyId)).toEqual({ on_hand: 50, allocated: 0 });
    await expect.poll(async () => lotStock(lateId)).toEqual({ on_hand: 50, allocated: 10 });

    await moveTo(page, 'Shipping Prep');
    await moveTo(page, 'QC Check');
    const barcode = page.getByLabel('Product barcode');
    await barcode.fill(`(01)${gtinForNdc(ndc.replace(/-/g, ''))}(10)${late}`);
    await barcode.press('Enter');
    await expect(page.getByText(/^Verified .* by Priya Pharmacist$/)).toBeVisible();
    await moveTo(page, 'Pending Shipment');
    await moveTo(page, 'Completed');
    await expect.poll(async () => lotStock(lateId)).toEqual({ on_hand: 40, allocated: 0 });
    expect(await lotStock(earlyId)).toEqual({ on_hand: 50, allocated: 0 });
    const shipped = await one<{ n: number }>(
      `select count(*)::int as n from stock_documents d join refill_shipment_items i on i.id = d.demand_id
       where d.kind = 'shipment' and d.demand_kind = 'refill_item' and i.shipment_id = $1`,
      [shipmentId],
    );
    expect(shipped.n).toBe(1);
    await expect(items.getByText('Shipped from lot')).toBeVisible();
  });

  test('several inventories ask for a choice, none is refused, and a bad Rx number stores nothing', async ({
    page,
  }) => {
    const main = await site('Central Pharmacy Main Inventory');
    const satellite = await site('Central Pharmacy Satellite');
    const patient = await createPrescriptions('7', [[main.id, satellite.id], []]);
    const [several, none] = patient.rx;
    await signInWithMfa(page);
    await selectFacility(page, 'Central Pharmacy');
    const widget = page.getByRole('region', { name: 'Refill Requests' });
    const rxInput = widget.getByLabel('Rx Number');
    await expect(widget.getByRole('button', { name: 'Create New Refill Request' })).toBeEnabled();
    const ours = [...patient.rx, '99999990'];
    expect(await shipmentCount(ours)).toBe(0);

    await rxInput.fill('12ab');
    await rxInput.press('Enter');
    await expect(widget.getByText('Rx Number must be 1 to 8 digits.').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await rxInput.fill(none ?? '');
    await rxInput.press('Enter');
    await expect(
      widget.getByRole('alert').filter({ hasText: 'No Inventories tied to Rx Number.' }),
    ).toBeVisible();

    await rxInput.fill('99999990');
    await rxInput.press('Enter');
    await expect(widget.getByText('Rx Number 99999990 was not found in QS1.')).toBeVisible();
    expect(await shipmentCount(ours)).toBe(0);

    await rxInput.fill(several ?? '');
    await rxInput.press('Enter');
    await expect(
      widget.getByText('Multiple Inventories tied to Rx Number, please select one. Then scan again.'),
    ).toBeVisible();
    expect(await shipmentCount(ours)).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await widget.getByRole('radio', { name: 'Central Pharmacy Satellite' }).check();
    await widget.getByRole('button', { name: 'Create New Refill Request' }).click();
    await expect(page).toHaveURL(new RegExp(`/pharmacy/fulfillment/edit/\\d+/${satellite.id}$`));
    await expect(page.getByText(`Inventory: Central Pharmacy Satellite (#${satellite.id})`)).toBeVisible();
    expect(await shipmentCount(ours)).toBe(1);
  });

  test('a home-delivery request becomes a shipment from the fulfilment list', async ({ page }) => {
    const main = await site('Central Pharmacy Main Inventory');
    const patient = await createPrescriptions('8', [[main.id]]);
    const rx = patient.rx[0] ?? '';
    const request = await one<{ id: number }>(
      `with r as (insert into home_delivery_requests (phone_number) values ('(850) 555-0142') returning id),
            l as (insert into home_delivery_request_lines (request_id, rx_number, refills_remaining)
                  select id, $1, 3 from r)
       insert into home_delivery_request_history (request_id, to_status) select id, 'Received' from r
       returning request_id as id`,
      [rx],
    );
    await signInWithMfa(page);
    await page.goto('/pharmacy/fulfillment/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Refill Fulfillment' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Create from Home Delivery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create from Home Delivery' });
    await dialog.getByRole('button', { name: 'Create Shipment' }).click();
    await expect(dialog.getByText('Choose the home-delivery request.').first()).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Home-delivery request' }).click();
    await page.getByRole('option', { name: new RegExp(`^#${request.id},`) }).click();
    await dialog.getByRole('combobox', { name: 'Inventory' }).click();
    await page.getByRole('option', { name: 'Central Pharmacy Main Inventory' }).click();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create Shipment' }).click();

    await expect(page).toHaveURL(new RegExp(`/pharmacy/fulfillment/edit/\\d+/${main.id}$`));
    await expect(page.getByText(`Rx ${rx} — ${naloxone.name}`)).toBeVisible();
    await expect(page.getByRole('link', { name: `From home-delivery request #${request.id}` })).toBeVisible();
    const status = await one<{ status: string }>('select status from home_delivery_requests where id = $1', [
      request.id,
    ]);
    expect(status.status).toBe('In Process');

    await page.goto('/pharmacy/fulfillment/list');
    await page.getByRole('searchbox', { name: 'Search' }).fill(rx);
    await expect(page.getByRole('cell', { name: `${patient.lastName}, Robin` })).toBeVisible();
  });

  test('the widget and the fulfilment pages give a shipment one word, staff seeing its step beside it', async ({
    page,
  }) => {
    const main = await site('Central Pharmacy Main Inventory');
    const patient = await createPrescriptions('3', [[main.id]]);
    const rx = patient.rx[0] ?? '';
    // A shipment at QC Check, made as the fulfilment page would leave it.
    const shipment = await one<{ id: number }>(
      `with s as (
         insert into refill_shipments (facility_id, inventory_site_id, current_step, patient_id, created_by_user_id)
         select i.facility_id, i.id, 2, p.patient_id, (select id from users where user_name = 'pharmacist')
         from inventory_sites i, prescriptions p where i.id = $1 and p.rx_number = $2
         returning id)
       insert into refill_shipment_items (shipment_id, prescription_id, rx_number, ndc, quantity)
       select s.id, p.id, p.rx_number, p.ndc, 1 from s, prescriptions p where p.rx_number = $2
       returning shipment_id as id`,
      [main.id, rx],
    );
    await signInWithMfa(page);
    await selectFacility(page, 'Central Pharmacy');
    const widget = page.getByRole('region', { name: 'Refill Requests' });
    const item = widget.getByRole('listitem').filter({ hasText: `Shipment #${shipment.id}` });
    // §4.7's word alone in the widget, and the inventory by its name (no internal "(inventory #1)").
    await expect(item).toContainText('In Progress');
    await expect(item).not.toContainText('QC Check');
    await expect(item).toContainText('Central Pharmacy Main Inventory');
    await expect(item).not.toContainText('inventory #');

    await page.goto('/pharmacy/fulfillment/list');
    await page.getByRole('searchbox', { name: 'Search' }).fill(rx);
    const row = page.getByRole('row').filter({ hasText: `${patient.lastName}, Robin` });
    await expect(row).toContainText('In Progress · QC Check');
    await row.click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Refill Shipment #${shipment.id}` }),
    ).toBeVisible();
    await expect(page.getByText('In Progress · QC Check')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the widget pages by Show more, and on a phone by scrolling; a pharmacy without requests says so', async ({
    page,
  }) => {
    const orange = await site('Orange County Pharmacy Inventory', 'Orange County Health Department Pharmacy');
    await withDatabase((db) =>
      db.query(
        `insert into refill_shipments (facility_id, inventory_site_id, created_by_user_id, created_at)
         select i.facility_id, i.id, (select id from users where user_name = 'pharmacist'),
                now() - make_interval(days => n)
         from inventory_sites i, generate_series(1, 12) n where i.id = $1`,
        [orange.id],
      ),
    );
    const total = await one<{ n: number }>(
      `select count(*)::int as n from refill_shipments s join inventory_sites i on i.id = s.inventory_site_id
       where i.facility_id = (select facility_id from inventory_sites where id = $1)`,
      [orange.id],
    ).then((r) => r.n);
    await signInFromStart(page, 'pharmacist');
    await selectFacility(page, 'Orange County Health Department Pharmacy');
    const widget = page.getByRole('region', { name: 'Refill Requests' });
    await expect(widget.getByRole('button', { name: 'Facility does not Support Requests' })).toBeDisabled();
    const items = widget.getByRole('listitem');
    await expect(items).toHaveCount(10);
    await widget.getByRole('button', { name: 'Show more' }).click();
    await expect(items).toHaveCount(Math.min(total, 20));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(items).toHaveCount(10);
    await items.last().scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(Math.min(total, 20));
  });

  test('the demo user, without a second factor, creates a refill and sees it listed', async ({ page }) => {
    const main = await site('Central Pharmacy Main Inventory');
    const patient = await createPrescriptions('5', [[main.id]]);
    const rx = patient.rx[0] ?? '';
    // Inventory at User, no multi-factor session: the widget needs nothing more (decision 067).
    await signInFromStart(page, 'user');
    await selectFacility(page, 'Central Pharmacy');
    const widget = page.getByRole('region', { name: 'Refill Requests' });
    await expect(widget.getByRole('button', { name: 'Create New Refill Request' })).toBeEnabled();

    await slowDown(page, '**/api/Inventory/QS1/GetRxData**');
    await slowDown(page, '**/api/Inventory/QS1/ValidateAndSaveRxData**');
    await widget.getByLabel('Rx Number').fill(rx);
    await widget.getByLabel('Rx Number').press('Enter');
    await expect(widget.getByRole('button', { name: 'Getting Rx Info...' })).toBeDisabled();
    await expect(widget.getByRole('button', { name: 'Creating Refill...' })).toBeDisabled();
    await expect(page.getByText('Refill Request Created Successfully')).toBeVisible();

    const shipment = await one<{ id: number; user_name: string }>(
      `select s.id, u.user_name from refill_shipments s join users u on u.id = s.created_by_user_id
       where s.id = (select shipment_id from refill_shipment_items where rx_number = $1)`,
      [rx],
    );
    expect(shipment.user_name).toBe('user');
    // The fulfilment page is for Technicians: the user stays here and finds the shipment in the list (tests in
    // parallel add shipments of the same facility, so it need not be the top one).
    await expect(page).toHaveURL(/\/dashboard$/);
    const row = widget.getByRole('listitem').filter({ hasText: `Shipment #${shipment.id}` });
    await expect(row).toContainText(`Shipment #${shipment.id}`);
    await expect(row).toContainText('Not Submitted');
    await expect(row).toContainText('Central Pharmacy Main Inventory');
    await expect(widget.getByLabel('Rx Number')).toHaveValue('');
    await expect(page.getByText(/^Access Denied!/)).toHaveCount(0);
    await expect(page.getByText(/Multi-Factor Authentication/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a technician without a second factor creates a refill; its PHI page says how to set one up', async ({
    page,
  }) => {
    const main = await site('Central Pharmacy Main Inventory');
    const patient = await createPrescriptions('4', [[main.id]]);
    const rx = patient.rx[0] ?? '';
    await signInFromStart(page, 'technician');
    await selectFacility(page, 'Central Pharmacy');
    const widget = page.getByRole('region', { name: 'Refill Requests' });
    await widget.getByLabel('Rx Number').fill(rx);
    await widget.getByLabel('Rx Number').press('Enter');
    await expect(page.getByText('Refill Request Created Successfully')).toBeVisible();
    expect(await shipmentCount(patient.rx)).toBe(1);

    // The shipment's page shows the patient: instead, the page that gives §8's reason and the way to a second factor
    // (decision 083).
    await expect(page.getByRole('heading', { level: 1, name: 'Second factor required' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/second-factor-required\?from=%2Fpharmacy%2Ffulfillment%2F/);
    await expect(page.getByText(messages.phiRequired)).toBeVisible();
    await expect(page.getByText(patient.lastName)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('opening a PHI page without a second factor links to the user’s Security tab', async ({ page }) => {
    await signInFromStart(page, 'technician');
    const technician = await one<{ id: number }>("select id from users where user_name = 'technician'");
    await page.goto('/pharmacy/fulfillment/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Second factor required' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('link', { name: 'Set up a second factor in HOMER' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/user/edit/security/${technician.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'User Security' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    for (const scheme of ['light', 'dark'] as const) {
      test(`the widget has no serious axe violation, ${scheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await signInFromStart(page, 'pharmacist');
        await selectFacility(page, 'Central Pharmacy');
        const widget = page.getByRole('region', { name: 'Refill Requests' });
        await expect(widget.getByRole('button', { name: 'Create New Refill Request' })).toBeEnabled();
        await widget.scrollIntoViewIfNeeded();
        await expectNoSeriousA11yViolations(page);
        const overflow = await page.evaluate(
          () => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
});
