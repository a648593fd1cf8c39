import type { Paged } from '@homer/contracts/envelope';
import type { LoginHistoryQuery, LoginHistoryRow } from '@homer/contracts/user-profile-tabs';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { loginHistory } from '../../db/schema/core.ts';
import { keysetPage, maxBigId, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { formatDateTime } from '../../platform/time/zoned-time.ts';
import { describeSignIn } from './sign-in-method.ts';

/**
 * One keyset page of a user's sign-in attempts, newest first. login_history_user_idx is (user_id, created_at),
 * so every page is an index range of that user's rows.
 */
export async function listLoginHistory(
  db: Queryable,
  query: LoginHistoryQuery,
  timeZone: string,
): Promise<Paged<LoginHistoryRow>> {
  const outcome = query.outcome || undefined;
  const where = and(
    eq(loginHistory.userId, query.userId),
    outcome ? eq(loginHistory.wasSuccessful, outcome === 'succeeded') : undefined,
  );
  const page = keysetPage(
    {
      list: 'user-login-history',
      key: loginHistory.createdAt,
      kind: 'timestamp',
      id: loginHistory.id,
      idMax: maxBigId,
      order: query.sortOrder ?? 'desc',
      binding: [query.userId, outcome ?? ''],
    },
    query,
  );
  const { rows, ...paged } = await readKeysetPage(
    db,
    { table: loginHistory, filters: where, searching: false },
    page,
    () =>
      page.apply(
        db
          .select({
            id: loginHistory.id,
            createdAt: loginHistory.createdAt,
            ipAddress: loginHistory.ipAddress,
            userAgent: loginHistory.userAgent,
            wasSuccessful: loginHistory.wasSuccessful,
            reason: loginHistory.reason,
            ...page.columns,
          })
          .from(loginHistory)
          .$dynamic(),
        where,
      ),
  );
  return {
    ...paged,
    data: rows.map((r) => ({
      id: r.id,
      date: r.createdAt.toISOString(),
      dateFormatted: formatDateTime(r.createdAt, timeZone),
      ipAddress: r.ipAddress,
      userAgent: r.userAgent,
      succeeded: r.wasSuccessful,
      ...describeSignIn(r.reason, r.wasSuccessful),
    })),
  };
}
