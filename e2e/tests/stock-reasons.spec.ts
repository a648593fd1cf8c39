import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';

const reason = (code: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ label: string; isActive: boolean }>(
      'select label, is_active as "isActive" from stock_reasons where code = $1',
      [code],
    );
    return rows[0] ?? null;
  });

test.describe('Stock Reasons', () => {
  test('an admin adds a reason, renames it and deactivates it; HOMER’s own reasons stay active', async ({
    page,
  }) => {
    test.slow();
    const code = `e2e_${randomUUID().slice(0, 8).replaceAll('-', '')}`;
    await signedInAs(page, 'admin');
    await page.goto('/inventories/admin/stock-reasons');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock Reasons' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rename transfer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deactivate transfer' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Reason' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Stock Reason' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('Not Valid');
    await dialog.getByRole('textbox', { name: 'Label' }).fill('Spilled');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText(
      'Code may contain only lowercase letters, digits and underscores (at most 30).',
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('Spilled');
    await expect(row).toContainText('Takes stock');
    expect(await reason(code)).toEqual({ label: 'Spilled', isActive: true });

    await page.getByRole('button', { name: `Rename ${code}` }).click();
    const rename = page.getByRole('dialog', { name: `Rename ${code}` });
    await rename.getByRole('textbox', { name: 'Label' }).fill('Spilled in transit');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Spilled in transit');

    await page.getByRole('button', { name: `Deactivate ${code}` }).click();
    await expect(row).toContainText('Inactive');
    await expect(page.getByRole('button', { name: `Activate ${code}` })).toBeVisible();
    expect(await reason(code)).toEqual({ label: 'Spilled in transit', isActive: false });
  });
});
