import { Module } from '@homer/contracts/access';
import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import {
  rxConnectsAdminMessages as m,
  type RxConnectsDecision,
  refusalFor,
} from '@homer/contracts/rx-connects-admin';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/pool.ts';
import { rxConnectsUserRoles } from '../../db/schema/program-links.ts';
import {
  rxConnectsDenialReasons,
  rxConnectsDonors,
  rxConnectsRepositories,
} from '../../db/schema/rx-connects.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { approveIntoAccount } from '../../platform/user-accounts/programme-account.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  type Applicant,
  sendApprovalEmail,
  sendDenialEmail,
  sendWithdrawalEmail,
} from './decision-emails.ts';
import type { Site } from './sites.ts';

type Current = Applicant & { statusId: number; contactPhone: string };
type Decision = {
  statusId: number;
  deniedReasonId: number | null;
  decisionNote: string | null;
  decidedAt: Date;
  decidedByUserId: number;
};

/** The application as it is now; `lock` holds it until the transaction ends, so two decisions cannot cross. */
async function current(db: Queryable, site: Site, id: number, lock = false): Promise<Current> {
  const t = site.table;
  const select = db
    .select({
      id: t.id,
      name: t.name,
      statusId: t.statusId,
      emailAddress: t.emailAddress,
      contactName: sql<string>`${site.contactName}`,
      contactPhone: sql<string>`${site.contactPhone}`,
    })
    .from(t)
    .where(eq(t.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw new HttpError(404, m.notFound);
  return { ...row, site };
}

function requireDecision(applicant: Current, decision: RxConnectsDecision): void {
  const refusal = refusalFor(applicant.statusId, decision);
  if (refusal) throw new HttpError(400, refusal);
}

async function recordDecision(tx: Tx, site: Site, id: number, decision: Decision): Promise<void> {
  if (site.kind === 'donor')
    await tx.update(rxConnectsDonors).set(decision).where(eq(rxConnectsDonors.id, id));
  else await tx.update(rxConnectsRepositories).set(decision).where(eq(rxConnectsRepositories.id, id));
}

/**
 * POST …/Approve: Pending → Approved, and the contact (the donor's contact, the repository's pharmacist in charge)
 * gets a role at the site: an account with that email is linked (and given RxConnects access if it held less:
 * User, or Pharmacist for a repository's pharmacist in charge, decision 112), otherwise one is created with its
 * welcome mail. All of it commits together or not at all.
 */
export async function approveSite(db: Db, config: Config, auth: Auth, site: Site, id: number): Promise<void> {
  const before = await current(db, site, id);
  requireDecision(before, 'approve');
  const link = async (tx: Tx, userId: number) => {
    requireDecision(await current(tx, site, id, true), 'approve');
    await recordDecision(tx, site, id, {
      statusId: RxConnectsStatus.Approved,
      deniedReasonId: null,
      decisionNote: null,
      decidedAt: new Date(),
      decidedByUserId: auth.user.id,
    });
    await tx
      .insert(rxConnectsUserRoles)
      .values({
        userId,
        role: site.contactRole,
        ...(site.kind === 'donor' ? { donorId: id } : { repositoryId: id }),
      })
      .onConflictDoNothing();
  };
  const account = await approveIntoAccount(
    db,
    config,
    auth,
    Module.RxConnects,
    { email: before.emailAddress, fullName: before.contactName, phoneNumber: before.contactPhone },
    link,
    site.accountRole,
  );
  await sendApprovalEmail(db, config, before, account.created);
}

/** POST …/Deny: Pending → Denied with an active reason from the managed list; the applicant is told why. */
export async function denySite(
  db: Db,
  config: Config,
  auth: Auth,
  site: Site,
  body: { id: number; deniedReasonId: number; note: string },
): Promise<void> {
  const { applicant, reason } = await withTx(db, { userId: auth.user.id }, async (tx) => {
    const applicant = await current(tx, site, body.id, true);
    requireDecision(applicant, 'deny');
    const [reason] = await tx
      .select({ name: rxConnectsDenialReasons.name, isActive: rxConnectsDenialReasons.isActive })
      .from(rxConnectsDenialReasons)
      .where(eq(rxConnectsDenialReasons.id, body.deniedReasonId));
    if (!reason) throw new HttpError(400, m.reasonRequired);
    if (!reason.isActive) throw new HttpError(400, m.reasonInactive);
    await recordDecision(tx, site, body.id, {
      statusId: RxConnectsStatus.Denied,
      deniedReasonId: body.deniedReasonId,
      decisionNote: body.note || null,
      decidedAt: new Date(),
      decidedByUserId: auth.user.id,
    });
    return { applicant, reason };
  });
  await sendDenialEmail(db, config, applicant, reason.name, body.note);
}

/** POST …/Withdraw: an approved site leaves the programme (Inactive), with a note the contact is sent. */
export async function withdrawSite(
  db: Db,
  config: Config,
  auth: Auth,
  site: Site,
  body: { id: number; note: string },
): Promise<void> {
  const applicant = await withTx(db, { userId: auth.user.id }, async (tx) => {
    const applicant = await current(tx, site, body.id, true);
    requireDecision(applicant, 'withdraw');
    await recordDecision(tx, site, body.id, {
      statusId: RxConnectsStatus.Inactive,
      deniedReasonId: null,
      decisionNote: body.note,
      decidedAt: new Date(),
      decidedByUserId: auth.user.id,
    });
    return applicant;
  });
  await sendWithdrawalEmail(db, config, applicant, body.note);
}
