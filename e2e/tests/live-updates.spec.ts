import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { e2eDatabase } from './e2e-database.ts';
import { expectNoSeriousA11yViolations, signedInAs, signInFromStart } from './helpers.ts';

/** A local date-time input value `minutes` from now. */
function localInput(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

test.describe('live updates', () => {
  test('a countdown scheduled by an admin appears in another open browser without a reload', async ({
    page,
    browser,
  }) => {
    const other = await browser.newContext();
    const userPage = await other.newPage();
    await signInFromStart(userPage, 'user');
    const theirs = userPage.getByTestId('system-update-countdown');
    await expect(theirs).toHaveCount(0);
    const loads: string[] = [];
    userPage.on('framenavigated', (frame) => loads.push(frame.url()));

    await signedInAs(page, 'sysadmin');
    await page.goto('/admin/system/update');
    await page.getByLabel('Update Date').fill(localInput(20));
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Live countdown check.');
    await page.getByRole('button', { name: 'Schedule Update' }).click();

    // The input drops the seconds, so the countdown starts anywhere from 19:00 to 20:00.
    await expect(theirs).toContainText(/System update in (1[89]|20):\d{2}/);
    await expect(theirs).toContainText('Live countdown check.');

    await page.getByRole('button', { name: 'Clear Update' }).click();
    await expect(theirs).toHaveCount(0);
    expect(loads).toEqual([]);
    await other.close();
  });

  test('the lost-updates banner shows while the server is stopped and goes once it is back', async ({
    browser,
  }) => {
    const server = secondServer();
    await server.start();
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    try {
      // The stream's code loads after the first paint: stop the server once it is asking.
      const streaming = page.waitForRequest(/\/api\/sse-notif\/stream/);
      await signInFromStart(page, 'user');
      await streaming;
      const banner = page.getByTestId('live-updates-lost');
      await expect(banner).toHaveCount(0);

      await server.stop();
      await expect(banner).toContainText(
        'Live updates have been disabled, chat features and background processes will not update automatically.',
      );
      await expect(banner.getByRole('button', { name: 'Refresh page to enable live updates' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await server.start();
      // The browser retries at most every 10 s.
      await expect(banner).toHaveCount(0, { timeout: 30_000 });
    } finally {
      await context.close();
      await server.stop();
    }
  });
});

/**
 * A second instance of the app on the suite's database, which a test may stop and start: the suite's own server
 * must stay up for the other tests.
 */
function secondServer() {
  const port = Number(process.env.E2E_PORT ?? 3100) + 7;
  const url = `http://localhost:${port}`;
  let child: ChildProcess | null = null;
  return {
    url,
    async start() {
      child = spawn(process.execPath, ['scripts/start.ts'], {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: `data/e2e-${port}`,
          DATABASE_URL: `postgres://postgres:homer-local@127.0.0.1:${e2eDatabase.port}/homer`,
          APP_ENV: 'development',
          LOG_LEVEL: 'warn',
          JOBS_ENABLED: 'false',
          // As the suite's own server (playwright.config.ts, decision 076).
          SESSION_CACHE_SECONDS: '0',
          // Budgets and invoices are written with SQL before a page reads them (decision 080).
          ANSWER_CACHE_SECONDS: '0',
          RESPONSE_VALIDATION: 'true',
        },
        stdio: 'ignore',
      });
      await expect
        .poll(
          () =>
            fetch(`${url}/api/Home/GetOptions`).then(
              (r) => r.ok,
              () => false,
            ),
          { timeout: 60_000 },
        )
        .toBe(true);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}
