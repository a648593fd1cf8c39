import type { Page } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { signInFromStart } from './helpers.ts';

/**
 * Signs the demo pharmacist in (Inventory Pharmacist, inactivity timeout) and marks the session multi-factor
 * verified, as the device sign-in of mfa.spec.ts would: pages with patient data need both.
 */
export async function signInWithMfa(page: Page) {
  await signInFromStart(page, 'pharmacist');
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const payload = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8'));
  await withDatabase((client) =>
    client.query('update sessions set mfa_verified = true where id = $1', [payload.sid]),
  );
}
