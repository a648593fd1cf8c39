import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signedInAs } from './helpers.ts';

test.describe('Tech Spec', () => {
  test('shows the running stack, browsers, domain names and the hourly job', async ({ page }) => {
    await signedInAs(page, 'user');
    await page.goto('/tech-spec');
    await expect(page.getByRole('heading', { level: 1, name: 'Tech Spec' })).toBeVisible();

    const stack = page.getByRole('region', { name: 'Technology Stack' });
    await expect(stack.getByRole('row', { name: /^Node\.js \d+\.\d+\.\d+/ })).toBeVisible();
    await expect(stack.getByRole('row', { name: /^PostgreSQL \d+/ })).toBeVisible();
    await expect(stack.getByRole('row', { name: /^React \d+/ })).toBeVisible();
    await expect(stack).not.toContainText('Angular');

    const browsers = page.getByRole('region', { name: 'Supported Browsers' }).getByRole('listitem');
    await expect(browsers).toHaveText([/^Edge/, /^Chrome/, /^Firefox/]);
    await expect(page.getByRole('region', { name: 'Domain Names' }).getByRole('listitem')).toHaveText([
      'localhost',
    ]);

    const job = page.getByRole('region', { name: 'Scheduled Jobs' }).getByRole('row', {
      name: /Automated Routine - Every Hour/,
    });
    await expect(job).toContainText('Every hour, on the hour');

    await expectNoSeriousA11yViolations(page);
  });
});
