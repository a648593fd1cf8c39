import { expect, test } from '@playwright/test';

/**
 * Decision 074: the HEROS application's step 1 does not wait for the round, so the page the build renders carries
 * its intro and the agency field. It used to carry a loader, and the page's largest paint waited for React, the
 * page's code and an API call (Lighthouse mobile 77).
 */
test('the build-rendered HEROS application shows step 1 before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/heros-application');
  await expect(
    page.getByText("The HEROS programme supplies naloxone to the state's emergency-responder"),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Agency Name' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  // Next needs the round and the captcha, which only the app brings.
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await context.close();
});
