import type { Module, Role } from '@homer/contracts/access';
import type { Option } from '@homer/contracts/envelope';
import {
  type RegistrationDetail,
  type RegistrationKey,
  registrationMessages,
  suggestedUserName,
} from '@homer/contracts/registrations';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { facilities, moduleAccess, userFacilities, users } from '../../db/schema/core.ts';
import { pfsRegistrationFacilities, pfsRegistrations } from '../../db/schema/pfs.ts';
import type { Tx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';

type Db = Queryable | Tx;
const r = pfsRegistrations;

/** The request a key names (kind and id must agree), locked for a decision when `lock`; 404 otherwise. */
export async function requestFor(db: Db, key: RegistrationKey, lock = false) {
  const query = db
    .select()
    .from(r)
    .where(and(eq(r.id, key.id), eq(r.kind, key.kind)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, registrationMessages.notFound);
  return row;
}

export type RegistrationRecord = Awaited<ReturnType<typeof requestFor>>;

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const summaryColumns = {
  userId: users.id,
  userName: users.userName,
  name: fullName,
  email: users.email,
  disabled: users.disabled,
};

/**
 * Users a pfs request could be linked to: the same email, or a user name equal to the suggested one or to the
 * email (user names and emails are unique without regard to case).
 */
export function matchingUsers(db: Db, request: { email: string }) {
  const email = request.email.toLowerCase();
  const suggested = suggestedUserName(request.email).toLowerCase();
  return db
    .select(summaryColumns)
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.email})`, email),
        eq(sql`lower(${users.userName})`, suggested),
        eq(sql`lower(${users.userName})`, email),
      ),
    )
    .orderBy(asc(users.id))
    .limit(10);
}

async function requestedFacilities(db: Db, registrationId: number): Promise<Option[]> {
  return db
    .select({ value: facilities.id, text: facilities.name })
    .from(pfsRegistrationFacilities)
    .innerJoin(facilities, eq(facilities.id, pfsRegistrationFacilities.facilityId))
    .where(eq(pfsRegistrationFacilities.registrationId, registrationId))
    .orderBy(asc(facilities.name));
}

async function account(db: Db, userId: number | null): Promise<RegistrationDetail['account']> {
  if (userId === null) return null;
  const [[user], access, held] = await Promise.all([
    db.select(summaryColumns).from(users).where(eq(users.id, userId)),
    db
      .select({ module: moduleAccess.module, role: moduleAccess.role })
      .from(moduleAccess)
      .where(eq(moduleAccess.userId, userId))
      .orderBy(asc(moduleAccess.module)),
    db
      .select({ value: facilities.id, text: facilities.name })
      .from(userFacilities)
      .innerJoin(facilities, eq(facilities.id, userFacilities.facilityId))
      .where(eq(userFacilities.userId, userId))
      .orderBy(asc(facilities.name)),
  ]);
  if (!user) return null;
  return {
    ...user,
    access: access.map((a) => ({ module: a.module as Module, role: a.role as Role })),
    facilities: held,
  };
}

async function decision(db: Db, row: RegistrationRecord): Promise<RegistrationDetail['decision']> {
  if (!row.decidedAt) return null;
  const [by] = row.decidedByUserId
    ? await db.select({ name: fullName }).from(users).where(eq(users.id, row.decidedByUserId))
    : [];
  return {
    decidedBy: by?.name ?? 'Unknown user',
    decidedAt: row.decidedAt.toISOString(),
    reason: row.decisionReason,
    note: row.decisionNote,
  };
}

/** GET …/GetRegistration: the review page. */
export async function getRegistration(db: Db, key: RegistrationKey): Promise<RegistrationDetail> {
  const row = await requestFor(db, key);
  const pendingPfs = row.kind === 'pfs' && row.status === 'Pending';
  const [requestedFacilityOptions, accountOf, matches, decided] = await Promise.all([
    requestedFacilities(db, row.id),
    account(db, row.userId),
    pendingPfs ? matchingUsers(db, row) : [],
    decision(db, row),
  ]);
  return {
    kind: key.kind,
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    status: row.status as RegistrationDetail['status'],
    submittedAt: row.createdAt.toISOString(),
    requestedFacilities: requestedFacilityOptions,
    account: accountOf,
    matches,
    suggestedUserName: row.kind === 'pfs' ? suggestedUserName(row.email) : '',
    decision: decided,
  };
}

/** GET …/GetFacilities: every active facility, by name (a reviewer may grant any of them). */
export function grantableFacilities(db: Db): Promise<Option[]> {
  return db
    .select({ value: facilities.id, text: facilities.name })
    .from(facilities)
    .where(eq(facilities.isActive, true))
    .orderBy(asc(facilities.name));
}
