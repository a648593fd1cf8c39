import type { ModuleAccess, Role } from '@homer/contracts/access';
import {
  type approveRegistrationSchema,
  type DenyRegistration,
  homerDenialOutcome,
  registrationMessages as m,
} from '@homer/contracts/registrations';
import { usersMessages } from '@homer/contracts/users';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { facilities, moduleAccess, userFacilities, users } from '../../db/schema/core.ts';
import { pfsRegistrations } from '../../db/schema/pfs.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { grantableRoles, requireMayChange, requireUserAdmin } from '../../platform/auth/user-rights.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { createUser } from '../../platform/user-accounts/create.ts';
import { HttpError } from '../../plugins/errors.ts';
import { approvalMail, denialMail } from './decision-emails.ts';
import { matchingUsers, type RegistrationRecord, requestFor } from './detail.ts';

type Approve = z.output<typeof approveRegistrationSchema>;

function requirePending(request: RegistrationRecord): void {
  if (request.status !== 'Pending') throw new HttpError(409, m.alreadyDecided);
}

/** The chosen facilities, each active; their names and the first one's organization. */
async function chosenFacilities(db: Db | Tx, ids: readonly number[]) {
  const rows = await db
    .select({ id: facilities.id, name: facilities.name, organizationId: facilities.organizationId })
    .from(facilities)
    .where(and(inArray(facilities.id, [...ids]), eq(facilities.isActive, true)));
  if (rows.length !== ids.length) throw new HttpError(400, m.unknownFacility);
  const first = rows.find((f) => f.id === ids[0]);
  return { names: rows.map((f) => f.name).sort(), organizationId: first?.organizationId ?? null };
}

/** Adds the facilities the account lacks, and its organization when it has none. */
async function addFacilities(tx: Tx, userId: number, ids: readonly number[], organizationId: number | null) {
  await tx
    .insert(userFacilities)
    .values(ids.map((facilityId) => ({ userId, facilityId })))
    .onConflictDoNothing();
  if (organizationId !== null) {
    await tx
      .update(users)
      .set({ organizationId })
      .where(and(eq(users.id, userId), isNull(users.organizationId)));
  }
}

/**
 * Adds or changes the chosen grants, as the module access tab would (users/module-access.ts): the reviewer must
 * be allowed both the old and the new role of every module that changes. Modules not chosen are left as they are.
 */
async function mergeAccess(tx: Tx, auth: Auth, userId: number, chosen: readonly ModuleAccess[]) {
  const current = await tx.select().from(moduleAccess).where(eq(moduleAccess.userId, userId));
  for (const { module, role } of chosen) {
    const before = current.find((g) => g.module === module)?.role as Role | undefined;
    if (before === role) continue;
    const allowed = grantableRoles(auth.user.access, module);
    if (before && !allowed.includes(before)) throw new HttpError(403, usersMessages.cannotGrant);
    const grant = and(eq(moduleAccess.userId, userId), eq(moduleAccess.module, module));
    if (before) await tx.update(moduleAccess).set({ role }).where(grant);
    else await tx.insert(moduleAccess).values({ userId, module, role });
  }
}

const accessText = (access: readonly ModuleAccess[]) => access.map((a) => `${a.module} ${a.role}`).join(', ');

async function markDecided(
  tx: Tx,
  auth: Auth,
  id: number,
  decision: { status: 'Approved' | 'Denied'; userId?: number; reason?: string; note: string | null },
) {
  await tx
    .update(pfsRegistrations)
    .set({
      status: decision.status,
      ...(decision.userId ? { userId: decision.userId } : {}),
      decidedByUserId: auth.user.id,
      decidedAt: new Date(),
      decisionReason: decision.reason ?? null,
      decisionNote: decision.note?.slice(0, 1000) ?? null,
    })
    .where(eq(pfsRegistrations.id, id));
}

/**
 * POST …/Approve. A pfs request becomes a new account through Create User (its checks and welcome email; the
 * request is locked and checked again in the same transaction) or is linked to a matching account; an account
 * request gets the chosen access and facilities. Every grant must be one the reviewer may give.
 */
export async function approveRegistration(
  db: Db,
  config: Config,
  auth: Auth,
  body: Approve,
): Promise<string> {
  requireUserAdmin(auth);
  if (body.access.some((g) => !grantableRoles(auth.user.access, g.module).includes(g.role))) {
    throw new HttpError(403, usersMessages.cannotGrant);
  }
  const request = await requestFor(db, body);
  requirePending(request);
  const chosen = await chosenFacilities(db, body.facilityIds);
  const [first, ...more] = body.access;
  if (!first) throw new HttpError(400, m.accessRequired);
  const creating = request.kind === 'pfs' && body.mode === 'create';
  if (creating) {
    if (!body.userName) throw new HttpError(400, m.userNameRequired);
    await createUser(
      db,
      config,
      auth,
      {
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phoneNumber: request.phoneNumber,
        userName: body.userName,
        module: first.module,
        role: first.role,
      },
      async (tx, userId) => {
        requirePending(await requestFor(tx, body, true));
        if (more.length > 0) await tx.insert(moduleAccess).values(more.map((g) => ({ userId, ...g })));
        await addFacilities(tx, userId, body.facilityIds, chosen.organizationId);
        const note = `Created user ${body.userName} (#${userId}) with ${accessText(body.access)}.`;
        await markDecided(tx, auth, request.id, { status: 'Approved', userId, note });
      },
    );
    const mail = approvalMail(config, request, {
      userName: body.userName,
      created: true,
      facilities: chosen.names,
      access: body.access,
    });
    await sendEmail(db, config, mail, 'staff');
    return m.approvedCreated;
  }

  const account = await withTx(db, { userId: auth.user.id }, async (tx) => {
    const locked = await requestFor(tx, body, true);
    requirePending(locked);
    let userId: number;
    if (locked.kind === 'homer') {
      if (locked.userId === null) throw new HttpError(400, m.accountMissing);
      userId = locked.userId;
    } else {
      const matches = await matchingUsers(tx, locked);
      if (!matches.some((u) => u.userId === body.linkUserId)) throw new HttpError(400, m.linkNotMatching);
      userId = body.linkUserId;
    }
    if (userId === auth.user.id) throw new HttpError(403, usersMessages.ownAccess);
    const [user] = await tx
      .select({ id: users.id, userName: users.userName, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new HttpError(400, m.accountMissing);
    // Granting more to an existing account changes it: the same rank rule as the user's own tabs (decision 065).
    await requireMayChange(tx, auth, userId);
    await mergeAccess(tx, auth, userId, body.access);
    await addFacilities(tx, userId, body.facilityIds, chosen.organizationId);
    const how =
      locked.kind === 'homer' ? 'Granted' : `Linked to user ${user.userName} (#${userId}) and granted`;
    await markDecided(tx, auth, locked.id, {
      status: 'Approved',
      userId,
      note: `${how} ${accessText(body.access)}.`,
    });
    return user;
  });
  const mail = approvalMail(config, account, {
    userName: account.userName,
    created: false,
    facilities: chosen.names,
    access: body.access,
  });
  await sendEmail(db, config, mail, 'staff');
  return m.approved;
}

/** POST …/Deny: the reason is recorded and mailed; a denied account request keeps its support access. */
export async function denyRegistration(
  db: Db,
  config: Config,
  auth: Auth,
  body: DenyRegistration,
): Promise<void> {
  requireUserAdmin(auth);
  const request = await withTx(db, { userId: auth.user.id }, async (tx) => {
    const locked = await requestFor(tx, body, true);
    requirePending(locked);
    const note = locked.kind === 'homer' ? homerDenialOutcome : null;
    await markDecided(tx, auth, locked.id, { status: 'Denied', reason: body.reason, note });
    return { ...locked, note };
  });
  await sendEmail(db, config, denialMail(request, body.reason, request.note), 'staff');
}
