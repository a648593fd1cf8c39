import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';

export type InactiveAccount = {
  id: number;
  email: string;
  firstName: string;
  userName: string;
  /** The last of: a completed sign-in, the account's creation, an administrator enabling it again. */
  lastActiveAt: Date;
  /** When the current period of inactivity was warned about, if it was. */
  warnedAt: Date | null;
};

/**
 * Enabled accounts whose last activity is at or before `since`. Being enabled again counts as activity (else an
 * administrator's re-enable would be undone by the next run), read from the users audit trail; the sign-in, as
 * the users list counts it, excludes a password step still waiting for its second factor.
 */
export async function findInactiveAccounts(db: Db, since: Date): Promise<InactiveAccount[]> {
  const { rows } = await db.execute<{
    id: number;
    email: string;
    first_name: string;
    user_name: string;
    last_active_at: Date | string;
    warned_at: Date | string | null;
  }>(sql`
    select a.id, a.email, a.first_name, a.user_name, a.last_active_at,
           case when w.warned_at >= a.last_active_at then w.warned_at end as warned_at
    from (
      select u.id, u.email, u.first_name, u.user_name,
        greatest(
          u.created_at,
          (select max(l.created_at) from login_history l
            where l.user_id = u.id and l.was_successful and coalesce(l.reason, '') <> 'awaiting-mfa'),
          (select max(g.date_changed) from global_audit g
            where g.table_name = 'users' and g.entity_id = u.id::text and g.field = 'disabled'
              and g.changed_to = 'false' and g.operation = 'UPDATE')
        ) as last_active_at
      from users u
      where not u.disabled
    ) a
    left join inactive_account_warnings w on w.user_id = a.id
    where a.last_active_at <= ${since}
    order by a.id`);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    userName: r.user_name,
    lastActiveAt: new Date(r.last_active_at),
    warnedAt: r.warned_at === null ? null : new Date(r.warned_at),
  }));
}
