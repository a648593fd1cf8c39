import { expect, type Page, test } from '@playwright/test';
import { outboxFor, withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, expectSecurityCheckPassed } from './helpers.ts';
import { signInWithMfa } from './phi-sign-in.ts';
import { expectAcceptedOrSubmitAgain } from './public-form-helpers.ts';

/** A patient of this run alone in the QS1 stand-in: their own phone, Rx numbers and email. */
async function createPatient() {
  const tag = `${Date.now() % 1_000_000}`.padStart(6, '0');
  const phoneDigits = `850${tag.slice(0, 3)}${tag.slice(3)}0`.slice(0, 10);
  const patient = {
    phoneDigits,
    phone: `(${phoneDigits.slice(0, 3)}) ${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}`,
    email: `hd-${tag}@e2e.example`,
    rx: [`4${tag}1`, `4${tag}2`, `4${tag}3`],
  };
  await withDatabase(async (client) => {
    for (const rx of patient.rx) {
      await client.query(
        `insert into prescriptions (rx_number, patient_phone, patient_email, drug_name, refills_remaining)
         values ($1, $2, $3, 'E2E Tablet 5 mg', 3)`,
        [rx, patient.phoneDigits, patient.email],
      );
    }
  });
  return patient;
}

const statusOf = (id: number) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ status: string }>(
      'select status from home_delivery_requests where id = $1',
      [id],
    );
    return rows[0]?.status;
  });

/** The patient's refill through the public form; the stored request's id. */
async function publicRefill(page: Page, rxNumbers: string[], phone: string): Promise<number> {
  await page.goto('/home-delivery');
  await expectSecurityCheckPassed(page);
  for (const [i, rx] of rxNumbers.entries()) await page.getByLabel(`Rx Number ${i + 1}`).fill(rx);
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Phone Number').press('Enter');
  const modal = page.getByRole('dialog', { name: "Submitted Rx's" });
  await expectAcceptedOrSubmitAgain(page, modal, () => page.getByLabel('Phone Number').press('Enter'));
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `select r.id from home_delivery_requests r join home_delivery_request_lines l on l.request_id = r.id
       where l.rx_number = $1 order by r.id desc limit 1`,
      [rxNumbers[0]],
    );
    if (!rows[0]) throw new Error('refill request not stored');
    return rows[0].id;
  });
}

async function moveTo(page: Page, button: string, confirm: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: confirm });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Home delivery refill queue', () => {
  test('a public refill is processed, shipped with tracking, and the patient is emailed', async ({
    page,
  }) => {
    const patient = await createPatient();
    const id = await publicRefill(page, patient.rx.slice(0, 2), patient.phone);

    // The same browser, now as staff.
    const staff = page;
    await signInWithMfa(staff);
    await staff.goto('/pharmacy/home-delivery/list');
    await expect(staff.getByRole('heading', { level: 1, name: 'Home Delivery Refills' })).toBeVisible();
    await staff.getByRole('searchbox', { name: 'Search' }).fill(patient.rx[1] ?? '');
    const link = staff.getByRole('link', { name: `#${id}`, exact: true }).first();
    await expect(link).toBeVisible();
    await expect(staff.getByText(`•••-•••-${patient.phoneDigits.slice(-4)}`).first()).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await link.click();

    await expect(staff.getByRole('heading', { level: 1, name: `Refill Request #${id}` })).toBeVisible();
    await expect(staff.getByText(patient.phone)).toBeVisible();
    await expect(staff.getByText('OK: active, refills remaining.')).toHaveCount(2);
    await expectNoSeriousA11yViolations(staff);

    await moveTo(staff, 'Start processing', 'Move to In Process');
    await expect(staff.getByText('Received → In Process')).toBeVisible();
    await expect.poll(() => statusOf(id)).toBe('In Process');

    await staff.getByRole('button', { name: 'Mark as shipped' }).click();
    const ship = staff.getByRole('dialog', { name: 'Mark as shipped' });
    await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await expectNoSeriousA11yViolations(staff);
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(ship).toBeHidden();
    await expect(staff.getByText('In Process → Shipped')).toBeVisible();
    await expect(staff.getByText('Patient emailed the shipping notice.')).toBeVisible();
    await expect.poll(() => statusOf(id)).toBe('Shipped');

    const [mail] = await outboxFor(patient.email);
    expect(mail?.subject).toBe('Your home-delivery refill has shipped');
    expect(mail?.text_body).toContain('1Z999AA10123456784');
    expect(mail?.text_body).toContain('2 prescriptions');
    expect(mail?.text_body).not.toContain('E2E Tablet');
  });

  test('a cancel without a reason is refused, then done with one', async ({ page }) => {
    const patient = await createPatient();
    const id = await publicRefill(page, [patient.rx[2] ?? ''], patient.phone);
    await signInWithMfa(page);
    await page.goto(`/pharmacy/home-delivery/edit/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Refill Request #${id}` })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel request' });
    await dialog.getByRole('button', { name: 'Cancel request' }).click();
    await expect(dialog.getByText('Enter the reason for cancelling.').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await statusOf(id)).toBe('Received');

    await dialog.getByLabel('Reason').fill('Patient will pick it up at the clinic.');
    await dialog.getByRole('button', { name: 'Cancel request' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Received → Cancelled')).toBeVisible();
    await expect(page.getByText('Note: Patient will pick it up at the clinic.')).toBeVisible();
    await expect.poll(() => statusOf(id)).toBe('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  });
});
