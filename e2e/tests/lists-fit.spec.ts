import { routes } from '@homer/contracts/routes';
import { expect, type Page, test } from '@playwright/test';
import { withDatabase } from './e2e-database.ts';
import { signInFromStart } from './helpers.ts';

/**
 * Issue 27 point 6: at 1280×800 every list page's table fits the page with its default columns (the rest are
 * behind the column chooser), and no status badge is cut off. Patient-data lists (PHI) need a multi-factor
 * session: every-page.spec.ts opens them on a phone.
 */
const listPages = routes
  .filter((route) => typeof route.access !== 'string' && !('phi' in route.access && route.access.phi))
  .filter((route) => !route.path.includes(':'))
  .filter((route) => /(^|\/)list$|global-audit-list|access-review|email-outbox|pcg-history/.test(route.path))
  .map((route) => route.path);

/** The badges whose text does not fit, and how much wider than its box (the page area) the widest table is. */
function measure(page: Page) {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll<HTMLElement>('main .mantine-Badge-label')];
    const tables = [...document.querySelectorAll<HTMLElement>('main table')];
    return {
      truncatedBadges: labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
      // The page area is the table's scroll box (the shell's main area less the side bar and padding).
      overflowPx: Math.max(
        0,
        ...tables.map(
          (t) =>
            t.scrollWidth -
            (t.closest('.mantine-TableScrollContainer-scrollContainer')?.clientWidth ?? t.scrollWidth),
        ),
      ),
    };
  });
}

test.describe('Lists fit a 1280×800 screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // Other specs' users have long one-word names and emails; this one's are longer, so a list that cannot break
  // them fails here whatever ran before (CI once found Access Review 66 px too wide).
  test.beforeAll(async () => {
    const tag = `fit${Date.now().toString(36)}`.padEnd(40, 'x');
    await withDatabase(async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into users (user_name, email, first_name, last_name, password_hash)
         values ($1, $2, 'Maximiliana', 'Featherstonehaugh-Cholmondeley', null) returning id`,
        [tag, `${tag}@long-department-name.e2e.example`],
      );
      await client.query("insert into module_access (user_id, module, role) values ($1, 'Admin', 'User')", [
        rows[0]?.id,
      ]);
    });
  });

  // Four parts, so that the two workers share the pages; each part opens six or so pages.
  const parts = 4;
  for (let part = 0; part < parts; part++) {
    const pages = listPages.filter((_, index) => index % parts === part);
    test(`list pages, part ${part + 1} of ${parts}: each table fits and no badge is cut off`, async ({
      page,
    }) => {
      test.slow();
      expect(listPages.length).toBeGreaterThan(15);
      await signInFromStart(page, 'admin');
      const problems: string[] = [];
      for (const path of pages) {
        await page.goto(`/${path}`);
        // Loaded: a data row, or the list's own empty message.
        await expect(page.locator('main table tbody tr').first()).toBeVisible();
        const { truncatedBadges, overflowPx } = await measure(page);
        if (truncatedBadges.length) problems.push(`${path}: badges cut off: ${truncatedBadges.join(', ')}`);
        if (overflowPx > 0) problems.push(`${path}: table ${overflowPx} px wider than the page area`);
      }
      expect(problems).toEqual([]);
    });
  }
});
