import { normalizeIP } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { loginHistory } from '../../db/schema/core.ts';

/** One login_history row per sign-in attempt; `userName: null` takes the user's own name. */
export async function recordLogin(
  db: Db,
  entry: {
    userName: string | null;
    userId: number | null;
    ipAddress: string;
    userAgent: string | undefined;
    ok: boolean;
    reason: string | null;
  },
): Promise<void> {
  let userName = entry.userName;
  if (userName === null && entry.userId !== null) {
    const { rows } = await db.execute<{ user_name: string }>(
      sql`select user_name from users where id = ${entry.userId}`,
    );
    userName = rows[0]?.user_name ?? '';
  }
  await db.insert(loginHistory).values({
    userName: (userName ?? '').slice(0, 100),
    userId: entry.userId,
    ipAddress: entry.ipAddress,
    addressKey: normalizeIP(entry.ipAddress),
    userAgent: entry.userAgent?.slice(0, 300),
    wasSuccessful: entry.ok,
    reason: entry.reason,
  });
}
