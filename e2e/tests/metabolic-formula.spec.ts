import { randomUUID } from 'node:crypto';
import { mfMessages as m, metabolicFormulaPaths } from '@homer/contracts/metabolic-formula';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { formulaStock } from './formula-fixtures.ts';
import { expectNoSeriousA11yViolations, waitOutPushesInTheWay } from './helpers.ts';
import { signInWithMfa } from './phi-sign-in.ts';
import { dayFromToday, monthAhead, programmeZone } from './programme-calendar.ts';

/**
 * The metabolic formula programme end to end (issue 31, decision 111), as the demo pharmacist (MetabolicFormula
 * Pharmacist, inactivity timeout) on a multi-factor session: enrol a patient, find them eligible, prescribe a demo
 * formula product, order next month's units and ship them from this spec's own lot.
 */

const count = (sql: string, values: unknown[] = []) =>
  withDatabase(async (db) => (await db.query(sql, values)).rows[0].n as number);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function choose(scope: Page | Locator, page: Page, combobox: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** axe measures a toast fading out against what is behind it: checks wait until the step's toast has gone. */
async function expectAccessibleOnceToastsGone(page: Page) {
  await expect(page.locator('[id^="toast:"]')).toHaveCount(0, { timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
}

test.describe('Metabolic formula programme', () => {
  test.use({ timezoneId: programmeZone });

  test('a patient is enrolled, found eligible, prescribed formula, and an order ships from the lot', async ({
    page,
  }) => {
    test.slow();
    const tag = randomUUID().slice(0, 8);
    const { product, siteName, lotNumber } = await formulaStock(tag);
    const lastName = `Formula${tag}`;
    await waitOutPushesInTheWay(page);
    await signInWithMfa(page);

    // The list, then the enrolment form of a new patient.
    await page.goto('/metabolic-formula/patients/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Formula Patients' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Enrol Patient' }).click();
    await expect(page).toHaveURL(/\/metabolic-formula\/patients\/edit\/0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Enrol Patient' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Enrolment' });
    // An empty form is refused: the summary takes focus and names every field in the contract's words.
    // This spec's patient only: other workers enrol patients at the same time.
    const enrolled = () =>
      count(
        'select count(*)::int as n from mf_enrolments e join patients p on p.id = e.patient_id where p.last_name = $1',
        [lastName],
      );
    const before = await enrolled();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    for (const message of [
      m.firstNameRequired,
      m.lastNameRequired,
      m.dateOfBirthRequired,
      m.diagnosisRequired,
      m.treatmentCentreRequired,
      m.residencyRequired,
      m.payerStatusRequired,
      m.siteRequired,
      m.shippingMethodRequired,
      m.addressRequired,
    ])
      await expect(summary).toContainText(message);
    await expectNoSeriousA11yViolations(page);
    // A summary link takes the reader to its field.
    await summary.getByRole('link', { name: m.firstNameRequired }).click();
    await expect(form.getByLabel('First Name')).toBeFocused();
    expect(await enrolled()).toBe(before);

    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill(lastName);
    await form.getByLabel('Date of Birth').fill('2016-04-12');
    await form.getByLabel('Phone').fill('(850) 555-0142');
    await choose(page, page, 'Diagnosis', 'PKU');
    await form.getByLabel('Metabolic Treatment Centre').fill('Tampa General Metabolic Clinic');
    await form.getByLabel('The patient is a resident of the state').check();
    await choose(page, page, 'Payer Status', 'Insurance denied');
    await choose(page, page, 'Pharmacy', siteName);
    await choose(page, page, 'Shipping Method', 'Ground');
    const address = page.getByRole('group', { name: 'Ship-to Address' });
    await address.getByLabel('Street').fill('2555 Shumard Oak Blvd');
    await address.getByLabel('City').fill('Tallahassee');
    await address.getByLabel('ZIP code').fill('32399');
    await address.getByRole('button', { name: 'Verify address' }).click();
    await expect(address.getByText('2555 Shumard Oak Blvd, Tallahassee FL 32399')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(m.enrolled)).toBeVisible();
    await expect(page).toHaveURL(/\/metabolic-formula\/patients\/edit\/[1-9]\d*$/);
    const patientId = Number(page.url().split('/').at(-1));
    await expect(page.getByRole('heading', { level: 1, name: `#${patientId}` })).toBeVisible();
    await expect(page.getByText(`${lastName}, Ada`)).toBeVisible();
    expect(
      await count(
        `select count(*)::int as n from mf_enrolments e join patients p on p.id = e.patient_id
         where e.patient_id = $1 and p.last_name = $2 and e.eligibility = 'Pending'`,
        [patientId, lastName],
      ),
    ).toBe(1);
    await expectAccessibleOnceToastsGone(page);

    // The pharmacist finds the patient eligible until a recertification date.
    await page.getByRole('button', { name: 'Record Decision' }).click();
    const decision = page.getByRole('dialog', { name: 'Record Decision' });
    await decision.getByRole('radio', { name: 'Eligible', exact: true }).check();
    await decision.getByLabel('Recertify By').fill(dayFromToday(180));
    await decision.getByRole('button', { name: 'Record Decision' }).click();
    await expect(decision).toBeHidden();
    await expect(page.getByText(m.decided)).toBeVisible();
    const eligibility = page.getByRole('region', { name: 'Eligibility' });
    await expect(eligibility.getByText('Eligible', { exact: true })).toBeVisible();

    // A prescription of the demo formula product: 4 units a month.
    await page.getByRole('button', { name: 'Add Prescription' }).click();
    const prescription = page.getByRole('dialog', { name: 'Add Prescription' });
    await choose(prescription, page, 'Product', new RegExp(`^${escaped(product.productName)} \\(`));
    await prescription.getByLabel('Quantity a Month').fill('4');
    await prescription.getByLabel('Prescriber or Dietitian').fill('Dr. Rivera, RD');
    await prescription.getByLabel('Valid To').fill(dayFromToday(180));
    await prescription.getByRole('button', { name: 'Save' }).click();
    await expect(prescription).toBeHidden();
    await expect(page.getByText(m.prescriptionSaved)).toBeVisible();
    const prescriptions = page.getByRole('region', { name: 'Prescriptions' });
    await expect(
      prescriptions.getByRole('cell', { name: new RegExp(`^${escaped(product.productName)}`) }),
    ).toBeVisible();

    // Next month's order: more than prescribed is refused in the modal and stores nothing.
    await page.getByRole('button', { name: 'New Order' }).click();
    const order = page.getByRole('dialog', { name: 'New Order' });
    await expect(order.getByLabel('Period')).toHaveValue(monthAhead(1));
    const quantity = order.getByLabel(`Quantity of ${product.productName}`);
    await expect(quantity).toHaveValue('4');
    await quantity.fill('5');
    await order.getByRole('button', { name: 'Place Order' }).click();
    const refusal = order.locator('[data-error-summary]');
    await expect(refusal).toContainText(m.overPrescribed(product.productName, 4, 4, 1));
    await expect(refusal).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    const orders = () => count('select count(*)::int as n from mf_orders where patient_id = $1', [patientId]);
    expect(await orders()).toBe(0);
    await quantity.fill('4');
    await order.getByRole('button', { name: 'Place Order' }).click();
    await expect(order).toBeHidden();
    await expect(page.getByText(m.ordered)).toBeVisible();
    expect(await orders()).toBe(1);
    const orderLink = page.getByRole('region', { name: 'Orders' }).getByRole('link');
    await expect(orderLink).toHaveCount(1);
    const orderNumber = (await orderLink.textContent()) ?? '';
    await orderLink.click();

    // The order ships from this spec's lot, first expiry first.
    await expect(page).toHaveURL(/\/metabolic-formula\/orders\/edit\/[1-9]\d*$/);
    const orderId = Number(page.url().split('/').at(-1));
    await expect(page.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();
    await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
    await expectAccessibleOnceToastsGone(page);
    await page.getByRole('button', { name: 'Ship Order' }).click();
    const ship = page.getByRole('dialog', { name: `Ship order ${orderNumber}` });
    await ship.getByRole('button', { name: 'Ship Order' }).click();
    await expect(ship).toBeHidden();
    await expect(page.getByText(m.shipped)).toBeVisible();
    await expect(page.getByText('Submitted', { exact: true })).toHaveCount(0);
    expect(
      await count("select count(*)::int as n from mf_orders where id = $1 and status = 'Shipped'", [orderId]),
    ).toBe(1);
    await expect(page.getByRole('cell', { name: lotNumber })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ship Order' })).toHaveCount(0);
    await expectAccessibleOnceToastsGone(page);

    // The spec's test call answers the same order to the signed-in, multi-factor session.
    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    const answer = await page.request.get(`/${metabolicFormulaPaths.order}/${orderId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(200);
    const body = await answer.json();
    expect(body).toMatchObject({ orderId, orderNumber, patientId, status: 'Shipped', months: 1 });
    expect(body.lines[0].lots[0]).toMatchObject({ lotNumber, quantity: 4 });
  });
});
