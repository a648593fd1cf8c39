import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets } from '../../db/schema/ba.ts';
import { userNotifications } from '../../db/schema/notifications.ts';
import { pfsRegistrations } from '../../db/schema/pfs.ts';
import { seedFullDemo } from '../../test/seed-full-demo.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedFullDemo(ctx.db, ctx.config);
});
afterAll(() => ctx.close());

const noticesOf = (typeKey: string) =>
  ctx.db.select().from(userNotifications).where(eq(userNotifications.typeKey, typeKey));
const idAtEnd = (link: string | null, path: RegExp) => Number(path.exec(link ?? '')?.[1]);

// Issue 27: the demo's notices are about records the demo has, and lead to them.
describe('demo notifications', () => {
  it('name a pending registration and link to its page', async () => {
    const notices = await noticesOf('admin.pfs-registration-submitted');
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) {
      const id = idAtEnd(notice.link, /^admin\/users\/registrations\/edit\/pfs\/(\d+)$/);
      const [registration] = await ctx.db.select().from(pfsRegistrations).where(eq(pfsRegistrations.id, id));
      expect(registration?.status).toBe('Pending');
      expect(notice.message).toContain(
        `${registration?.firstName} ${registration?.lastName} registered for PFS`,
      );
    }
  });

  it("link a budget's notice to that budget's page", async () => {
    const notices = await noticesOf('ba.budget-over-notification-level');
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) {
      const id = idAtEnd(notice.link, /^ba\/budgets\/details\/(\d+)$/);
      const [budget] = await ctx.db.select().from(budgets).where(eq(budgets.id, id));
      expect(notice.title).toBe(`Budget ${budget?.name} is below its notification level`);
    }
  });
});
