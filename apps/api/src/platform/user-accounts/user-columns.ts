import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/core.ts';

/**
 * What the search matches: "first last user_name email", exactly the expression of migration 0020's trigram index,
 * so one index answers it (a term spanning two fields, e.g. "Lee jlee", matches too).
 */
export const userSearchText = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.userName} || ' ' || ${users.email})`;

/**
 * The user's latest completed sign-in, as ISO text. Written out in full: in a single-table select drizzle leaves
 * columns unqualified, so `users.id` would be read as the subquery's own id.
 */
export const lastSignInSql = sql<string | null>`(select to_char(max(h.created_at) at time zone 'UTC',
  'YYYY-MM-DD"T"HH24:MI:SS"Z"') from login_history h where h.user_id = "users"."id"
  and h.was_successful and coalesce(h.reason, '') <> 'awaiting-mfa')`;
