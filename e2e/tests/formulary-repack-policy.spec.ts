import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signIn } from './helpers.ts';
import { uniqueProduct } from './stock-fixtures.ts';

// Decision 106: a unit-dose product's "Repackaged from" and its beyond-use policy, on the NDC product page.

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Searches the picker by NDC and takes the one product it finds. */
async function pickSource(page: Page, ndc: string, name: string) {
  const picker = page.getByRole('combobox', { name: 'Repackaged from' });
  await picker.click();
  await picker.fill(ndc);
  const option = page.getByRole('option', { name: `${ndc} ${name}` });
  await expect(option).toBeVisible();
  await option.click();
  await expect(picker).toHaveValue(`${ndc} ${name}`);
}

test('an NDC product names the bulk product it is repackaged from and its beyond-use policy', async ({
  page,
}) => {
  const bulk = await uniqueProduct(1000, 'tablet');
  const vials = await uniqueProduct(10, 'vial');
  const card = await uniqueProduct(30, 'tablet');
  await signInAsAdmin(page);
  await page.goto(`/ndcs/formulary/edit/${card.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'NDC Product' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Repackaging' })).toBeVisible();
  // Not repackaged: the policy's fields wait for a source.
  await expect(page.getByRole('textbox', { name: 'Beyond-use months' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // A source counted in another unit is refused at the field, and nothing is stored.
  await pickSource(page, vials.ndc, vials.name);
  await expect(page.getByRole('textbox', { name: 'Beyond-use months' })).toHaveValue('12');
  await expect(page.getByText('Units per card: the pack size above.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  const unitRefusal = 'Repackaged From is counted in vial; this product must be counted alike.';
  await expect(page.getByText('There is a problem')).toBeVisible();
  await expect(page.getByText(unitRefusal).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const storedSource = () =>
    withDatabase(async (client) => {
      const { rows } = await client.query<{ source: number | null; months: number; quarter: boolean }>(
        `select repack_source_product_id as source, bud_months as months, bud_quarter_of_remaining as quarter
         from ndc_products where id = $1`,
        [card.id],
      );
      return rows[0];
    });
  expect(await storedSource()).toEqual({ source: null, months: 12, quarter: false });

  // The bulk product, 6 months, also limited to a quarter of the remaining dating.
  await pickSource(page, bulk.ndc, bulk.name);
  await page.getByRole('textbox', { name: 'Beyond-use months' }).fill('6');
  await page
    .getByRole('checkbox', {
      name: "Also limit to 25 % of the source's remaining dating (FDA unit-dose guidance)",
    })
    .check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('NDC product saved.')).toBeVisible();
  expect(await storedSource()).toEqual({ source: bulk.id, months: 6, quarter: true });

  // Read back after a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Repackaged from' })).toHaveValue(
    `${bulk.ndc} ${bulk.name}`,
  );
  await expect(page.getByRole('textbox', { name: 'Beyond-use months' })).toHaveValue('6');
  await expect(page.getByRole('checkbox', { name: /Also limit to 25 %/ })).toBeChecked();

  // Cleared: not repackaged, and the policy goes back to its defaults.
  await page.getByRole('button', { name: 'Clear Repackaged from' }).click();
  await expect(page.getByRole('textbox', { name: 'Beyond-use months' })).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('NDC product saved.').first()).toBeVisible();
  await expect.poll(storedSource).toEqual({ source: null, months: 12, quarter: false });
});
