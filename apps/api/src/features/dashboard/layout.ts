import type { DashboardLayout, SaveDashboardLayout } from '@homer/contracts/dashboard';
import { effectiveLayout } from '@homer/contracts/dashboard-widgets';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { userDashboardLayouts } from '../../db/schema/dashboard.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';

/** The caller's layout applied to the widgets their access allows now (decision 091). */
export async function loadLayout(db: Queryable, auth: Auth): Promise<DashboardLayout> {
  const [row] = await db
    .select({ widgets: userDashboardLayouts.widgets })
    .from(userDashboardLayouts)
    .where(eq(userDashboardLayouts.userId, auth.user.id));
  return { widgets: effectiveLayout(row?.widgets ?? null, auth.user.access), isDefault: !row };
}

/**
 * Stores the layout as sent (ids already checked against the catalogue). A widget the user may not see is kept
 * out: it would show nothing, and storing it would let a layout name widgets beyond the user's access.
 */
export async function saveLayout(
  db: Queryable,
  auth: Auth,
  body: SaveDashboardLayout,
): Promise<DashboardLayout> {
  const widgets = effectiveLayout(body.widgets, auth.user.access).filter((w) =>
    body.widgets.some((sent) => sent.id === w.id),
  );
  await db
    .insert(userDashboardLayouts)
    .values({ userId: auth.user.id, widgets })
    .onConflictDoUpdate({ target: userDashboardLayouts.userId, set: { widgets, updatedAt: sql`now()` } });
  return loadLayout(db, auth);
}

export async function resetLayout(db: Queryable, auth: Auth): Promise<DashboardLayout> {
  await db.delete(userDashboardLayouts).where(eq(userDashboardLayouts.userId, auth.user.id));
  return loadLayout(db, auth);
}
