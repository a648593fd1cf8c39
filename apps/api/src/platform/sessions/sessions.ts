import type { ModuleAccess } from '@homer/contracts/access';
import type { SessionUser } from '@homer/contracts/account';
import { inactivityLimitSeconds } from '@homer/contracts/session-limits';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/pool.ts';
import { sessions } from '../../db/schema/core.ts';
import type { LiveSession, SessionCache } from './session-cache.ts';
import { signSessionToken } from './session-token.ts';

export type Auth = { sessionId: string; user: SessionUser; mfaVerified: boolean };
export type SessionFailure = 'unknown' | 'revoked' | 'expired' | 'idle' | 'disabled';

type SessionRow = {
  id: string;
  user_id: number;
  expires_at: Date;
  revoked_at: Date | null;
  last_seen_at: Date;
  parent_session_id: string | null;
  parent_last_seen_at: Date | null;
  mfa_verified: boolean;
  mobile_scanning: boolean;
  user_name: string;
  first_name: string;
  last_name: string;
  email: string;
  inactivity_timeout: boolean;
  is_internal_bphp_user: boolean;
  inv_workstation_id: number | null;
  is_rx_user: boolean;
  need_to_reset_pin: boolean;
  disabled: boolean;
  access: ModuleAccess[];
};

/** Opens a session and returns the bearer token that names it. */
export async function createSession(
  db: Queryable,
  config: Pick<Config, 'jwtSecret' | 'sessionHours'>,
  input: {
    userId: number;
    ipAddress: string;
    userAgent: string | undefined;
    mfaVerified: boolean;
    /** Shorter than the configured session length, never longer. */
    maxHours?: number;
    /** A QR sign-in: the session may call only the mobile-scanning allow-list. */
    mobileScanning?: boolean;
    /** The session that opened this one: this one ends no later than it, and with it (migration 0041). */
    parent?: { id: string; expiresAt: Date };
  },
): Promise<string> {
  const hours = Math.min(input.maxHours ?? config.sessionHours, config.sessionHours);
  const expiresAt = new Date(
    Math.min(Date.now() + hours * 3600_000, input.parent?.expiresAt.getTime() ?? Number.POSITIVE_INFINITY),
  );
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      expiresAt,
      mfaVerified: input.mfaVerified,
      mobileScanning: input.mobileScanning ?? false,
      parentSessionId: input.parent?.id,
      ipAddress: input.ipAddress,
      userAgent: input.userAgent?.slice(0, 300),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return signSessionToken(config.jwtSecret, row.id, input.userId, expiresAt);
}

/** Loads a session with its user and module rights in one query, and decides whether it is still live. */
export async function resolveSession(
  db: Db,
  sessionId: string,
  now = new Date(),
): Promise<LiveSession | { failure: SessionFailure }> {
  const { rows } = await db.execute<SessionRow>(sql`
    select s.id, s.user_id, s.expires_at, s.revoked_at, s.last_seen_at, s.mfa_verified, s.mobile_scanning,
           s.parent_session_id, p.last_seen_at as parent_last_seen_at,
           u.user_name, u.first_name, u.last_name, u.email, u.inactivity_timeout, u.is_internal_bphp_user,
           u.inv_workstation_id, u.is_rx_user, u.need_to_reset_pin, u.disabled,
           coalesce((select json_agg(json_build_object('module', m.module, 'role', m.role) order by m.module)
                     from module_access m where m.user_id = u.id), '[]'::json) as access
    from sessions s join users u on u.id = s.user_id left join sessions p on p.id = s.parent_session_id
    where s.id = ${sessionId}`);
  const row = rows[0];
  if (!row) return { failure: 'unknown' };
  if (row.revoked_at) return { failure: 'revoked' };
  if (new Date(row.expires_at) <= now) return { failure: 'expired' };
  // Disabling a user also revokes their sessions in the database (migration 0014), so enabling them again
  // cannot revive old tokens; this check stays as a second guard.
  if (row.disabled) return { failure: 'disabled' };
  if (row.inactivity_timeout && isIdle(row.last_seen_at, now)) {
    await revokeSession(db, sessionId, 'idle');
    return { failure: 'idle' };
  }
  // A desktop left idle is only revoked when it next calls; its phone must not keep it alive meanwhile. Revoking
  // the desktop revokes the phone too (migration 0041).
  const parentIdle = row.parent_last_seen_at !== null && isIdle(row.parent_last_seen_at, now);
  if (row.inactivity_timeout && row.parent_session_id && parentIdle) {
    await revokeSession(db, row.parent_session_id, 'idle');
    return { failure: 'idle' };
  }
  return {
    lastSeenAt: new Date(row.last_seen_at),
    expiresAt: new Date(row.expires_at),
    auth: {
      sessionId: row.id,
      mfaVerified: row.mfa_verified,
      user: {
        id: row.user_id,
        userName: row.user_name,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        inactivityTimeout: row.inactivity_timeout,
        isInternalBphpUser: row.is_internal_bphp_user,
        invWorkstationId: row.inv_workstation_id,
        isRxUser: row.is_rx_user,
        needToResetPin: row.need_to_reset_pin,
        mobileScanning: row.mobile_scanning,
        access: row.access,
      },
    },
  };
}

/**
 * The live session a token names: from this instance's cache while it holds the session and the session still
 * looks live by what was cached, else from the database (which then decides, and revokes an idle session).
 * The cached last activity can only be older than the real one (other instances may have touched it since),
 * so a session that looks idle here is always checked in the database before being refused.
 */
export async function liveSession(
  db: Db,
  cache: SessionCache,
  sessionId: string,
  now = new Date(),
): Promise<LiveSession | null> {
  const cached = cache.get(sessionId, now.getTime());
  if (cached && looksLive(cached, now)) return cached;
  const generation = cache.generation;
  const resolved = await resolveSession(db, sessionId, now);
  if ('failure' in resolved) {
    cache.forgetSession(sessionId);
    return null;
  }
  cache.store(resolved, generation, now.getTime());
  return resolved;
}

function looksLive(session: LiveSession, now: Date): boolean {
  if (session.expiresAt <= now) return false;
  return !(session.auth.user.inactivityTimeout && isIdle(session.lastSeenAt, now));
}

const isIdle = (lastSeenAt: Date, now: Date) =>
  (now.getTime() - new Date(lastSeenAt).getTime()) / 1000 > inactivityLimitSeconds;

export async function touchSession(db: Db, sessionId: string, at = new Date()): Promise<void> {
  // Never backwards: concurrent requests' writes commit out of order, and the trigger announces a backward move
  // as a session change: every instance drops the session from its cache and re-checks its live streams (071).
  await db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, at)));
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
