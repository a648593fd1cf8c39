import { chromium, expect, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { writeQrVideo } from './fake-camera.ts';
import { signedInAs } from './helpers.ts';

/**
 * Issue 15, mobile scanning (spec §4.11): the desktop's Phone Scanner page shows a QR code; a phone (a second
 * Chromium whose camera plays a video of a GS1 code) signs in with it, scans, and the desktop lists the scan with
 * its NDC, lot and expiry. The phone's session is confined to the scanner page and its calls.
 */

const gs1 = '(01)00369547353025(17)270331(10)NX24A17';

test('a phone signed in by QR code scans a GS1 code and the desktop receives it', async ({
  page,
  baseURL,
}, info) => {
  const video = info.outputPath('gs1-code.y4m');
  writeQrVideo(video, gs1);

  await signedInAs(page, 'admin');
  await page.goto('/inv/phone-scanner');
  await expect(page.getByRole('heading', { level: 1, name: 'Phone Scanner' })).toBeVisible();
  const qr = page.getByTestId('phone-scan-qr');
  await expect(qr).toBeVisible();
  const qrUrl = new URL((await qr.getAttribute('data-url')) ?? '');
  expect(qrUrl.pathname).toBe('/mobile-scanning');
  expect(qrUrl.searchParams.get('qrToken')).toBeTruthy();
  expect(qrUrl.searchParams.get('parentUrl')).toBe('/inv/phone-scanner');

  const phoneBrowser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const phoneContext = await phoneBrowser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await phoneContext.grantPermissions(['camera']);
    const phone = await phoneContext.newPage();
    await phone.goto(`${qrUrl.pathname}${qrUrl.search}`);
    // The token is spent and dropped from the address; the scanner replaces the shell.
    await expect(phone).toHaveURL(/\/mobile-scanning\?isPid=false&parentUrl=%2Finv%2Fphone-scanner$/);
    await expect(phone.getByRole('button', { name: 'Finished Scanning' })).toBeVisible();
    await expect(phone.locator('nav')).toHaveCount(0);
    // No STRICH licence key is configured here, so the built-in reader scans, and the page says so (decision 109).
    await expect(phone.getByRole('status').filter({ hasText: 'Reader:' })).toHaveText(
      'Reader: ZXing (built in)',
    );
    await expect(phone.getByTestId('strich-host')).toHaveCount(0);

    await expect(phone.getByTestId('scan-count')).toHaveText('1', { timeout: 30_000 });
    await expect(phone.getByTestId('last-scan')).toHaveText(gs1);
    // Held in front of the camera, the same code is not sent again within 2 seconds of its last sighting.
    await phone.waitForTimeout(2500);
    await expect(phone.getByTestId('scan-count')).toHaveText('1');

    const row = page.getByTestId('phone-scans').locator('tbody tr').first();
    await expect(row).toContainText(gs1);
    await expect(row).toContainText(/69547-353-02|6954735302/);
    await expect(row).toContainText('NX24A17');
    await expect(row).toContainText('2027-03-31');
    const recall = await withDatabase((db) =>
      db.query("select 1 from fda_recalls where recall_number = 'D-0123-2026' and status <> 'Terminated'"),
    );
    if (recall.rowCount) await expect(row).toContainText('Recalled D-0123-2026');

    // A call outside the mobile-scanning list is refused, and other pages lead back to the scanner.
    const refused = await phone.evaluate(async () => {
      const response = await fetch('/api/QrLogin/CreateToken', {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('jwt')}` },
      });
      return { status: response.status, body: await response.json() };
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Access denied in mobile scanning mode');
    await phone.goto('/dashboard');
    await expect(phone).toHaveURL(/\/mobile-scanning$/);
    await expect(phone.getByRole('button', { name: 'Finished Scanning' })).toBeVisible();

    // 'Finished Scanning' ends the phone's session.
    await phone.getByRole('button', { name: 'Finished Scanning' }).click();
    await expect(phone).toHaveURL(/\/login/);
    expect(await phone.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  } finally {
    await phoneBrowser.close();
  }
});

test('the Patient ID switch makes a QR code for one-line (PID) scanning', async ({ page }) => {
  await signedInAs(page, 'admin');
  await page.goto('/inv/phone-scanner');
  const url = new URL((await page.getByTestId('phone-scan-qr').getAttribute('data-url')) ?? '');
  expect(url.searchParams.get('isPid')).toBe('false');
  await page.getByRole('switch', { name: 'Patient ID scans' }).click();
  await expect(page.getByTestId('phone-scan-qr')).toHaveAttribute('data-url', /isPid=true/);
});
