import type { DashboardInfo } from '@homer/contracts/dashboard';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';

/**
 * What the Dashboard shows about the signed-in user (decision 048). The sign-in before this one, as the current one
 * is "just now"; and the latest bounce to the user's present address after that address was last set — the users
 * audit trigger records each change of `email`, and its first value at creation — so a corrected address clears it.
 */
export async function dashboardInfo(db: Queryable, userId: number): Promise<DashboardInfo> {
  const { rows } = await db.execute<{
    previous_sign_in: Date | string | null;
    address: string | null;
    bounced_at: Date | string | null;
    reason: string | null;
  }>(sql`
    select
      (select h.created_at from login_history h
        where h.user_id = u.id and h.was_successful
        order by h.created_at desc offset 1 limit 1) as previous_sign_in,
      b.to_address as address, b.bounced_at, b.failure as reason
    from users u
    left join lateral (
      select o.to_address, o.bounced_at, o.failure from email_outbox o
      where o.bounced_at is not null and lower(o.to_address) = lower(u.email)
        and o.bounced_at > coalesce((
          select max(a.date_changed) from global_audit a
          where a.table_name = 'users' and a.entity_id = u.id::text and a.field = 'email'), '-infinity')
      order by o.bounced_at desc limit 1
    ) b on true
    where u.id = ${userId}`);
  const row = rows[0];
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return {
    previousSignIn: iso(row?.previous_sign_in ?? null),
    bounce:
      row?.address && row.bounced_at
        ? { address: row.address, bouncedAt: new Date(row.bounced_at).toISOString(), reason: row.reason }
        : null,
  };
}
