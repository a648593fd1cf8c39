import { Module } from '@homer/contracts/access';
import type { Envelope } from '@homer/contracts/envelope';
import {
  type HerosApprove,
  type HerosDeny,
  type HerosRequestChanges,
  HerosStatus,
  isHerosDecided,
  herosMessagesBackOffice as m,
} from '@homer/contracts/heros';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { herosAgencies, herosApplications, herosRounds } from '../../db/schema/heros.ts';
import { herosAgencyContacts } from '../../db/schema/program-links.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { approveIntoAccount } from '../../platform/user-accounts/programme-account.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { statusName } from './common.ts';
import {
  type DecisionMail,
  sendApprovalEmail,
  sendChangesRequestedEmail,
  sendDenialEmail,
} from './decision-emails.ts';
import { Refusal } from './rounds.ts';

const a = herosApplications;

/** The application with what its mails need: the submitted agency's contacts and the round's name. */
async function loadApplication(db: Db | Tx, applicationId: number, lock = false) {
  const query = db
    .select({
      id: a.id,
      status: a.applicationStatus,
      agencyId: a.agencyId,
      roundName: herosRounds.name,
      agencyName: herosAgencies.agencyName,
      primaryName: herosAgencies.primaryName,
      primaryEmail: herosAgencies.primaryEmail,
      primaryPhone: herosAgencies.primaryPhone,
      agencyHeadEmail: herosAgencies.agencyHeadEmail,
    })
    .from(a)
    .innerJoin(herosRounds, eq(herosRounds.id, a.roundId))
    .innerJoin(herosAgencies, eq(herosAgencies.id, a.agencyId))
    .where(eq(a.id, applicationId));
  const [row] = lock ? await query.for('update', { of: a }) : await query;
  if (!row) throw new HttpError(404, m.applicationNotFound);
  return row;
}
type Loaded = Awaited<ReturnType<typeof loadApplication>>;

/** Under the row lock: a decided application takes no further decision (two managers at once included). */
async function lockUndecided(tx: Tx, applicationId: number): Promise<Loaded> {
  const row = await loadApplication(tx, applicationId, true);
  if (isHerosDecided(row.status)) throw new Refusal(m.alreadyDecided(statusName(row.status)));
  return row;
}

function mailOf(row: Loaded, agencyName = row.agencyName): DecisionMail {
  return {
    applicationId: row.id,
    roundName: row.roundName,
    agencyName,
    primaryName: row.primaryName,
    primaryEmail: row.primaryEmail,
    agencyHeadEmail: row.agencyHeadEmail,
  };
}

const decided = (auth: Auth, status: HerosStatus, note: string) => ({
  applicationStatus: status,
  decisionNote: note,
  decidedAt: new Date(),
  decidedByUserId: auth.user.id,
});

type Approval = { row: Loaded; agencyName: string };

/** The approval's own writes, in the caller's transaction: status, agency link, contact and HEROS access. */
async function recordApproval(tx: Tx, auth: Auth, input: HerosApprove, userId: number): Promise<Approval> {
  const row = await lockUndecided(tx, input.applicationId);
  let agencyId = row.agencyId;
  let agencyName = row.agencyName;
  if (input.linkAgencyId) {
    if (input.linkAgencyId === row.agencyId) throw new Refusal(m.linkAgencySame);
    const [target] = await tx
      .select({ id: herosAgencies.id, name: herosAgencies.agencyName })
      .from(herosAgencies)
      .where(eq(herosAgencies.id, input.linkAgencyId));
    if (!target) throw new Refusal(m.linkAgencyNotFound);
    agencyId = target.id;
    agencyName = target.name;
  }
  await tx
    .update(a)
    .set({ ...decided(auth, HerosStatus.Approved, ''), agencyId })
    .where(eq(a.id, row.id));
  await tx
    .insert(herosAgencyContacts)
    .values({ agencyId, userId, contactRole: 'Primary' })
    .onConflictDoNothing();
  return { row, agencyName };
}

/**
 * POST …/Application/Approve. The primary contact's account: an existing user with that email is linked;
 * otherwise createUser makes one with HEROS User access (welcome email), and the approval runs inside its
 * transaction, so a refused approval creates no account.
 */
export async function approveApplication(
  db: Db,
  config: Config,
  auth: Auth,
  input: HerosApprove,
): Promise<Envelope<null, null>> {
  const before = await loadApplication(db, input.applicationId);
  if (isHerosDecided(before.status)) return refused(m.alreadyDecided(statusName(before.status)));
  try {
    let done: Approval | undefined;
    const account = await approveIntoAccount(
      db,
      config,
      auth,
      Module.HEROS,
      { email: before.primaryEmail, fullName: before.primaryName, phoneNumber: before.primaryPhone },
      async (tx, userId) => {
        done = await recordApproval(tx, auth, input, userId);
      },
    );
    if (!done) throw new Error('approval did not run');
    await sendApprovalEmail(db, config, mailOf(done.row, done.agencyName), {
      userName: account.userName,
      isNew: account.created,
    });
    return succeeded({
      message: account.created ? m.approvedNewUser(before.primaryEmail) : m.approved(before.primaryEmail),
    });
  } catch (error) {
    if (error instanceof Refusal) return refused(error.message);
    // Two managers approving at once: the second account insert meets the first's email; say what happened.
    if (error instanceof HttpError && error.statusCode === 400) {
      const now = await loadApplication(db, input.applicationId);
      if (isHerosDecided(now.status)) return refused(m.alreadyDecided(statusName(now.status)));
    }
    throw error;
  }
}

/** Deny and Request changes: the status and note on the locked application, then the email with the note. */
async function decideWithNote(
  db: Db,
  auth: Auth,
  applicationId: number,
  status: HerosStatus,
  note: string,
  send: (row: Loaded) => Promise<void>,
  message: string,
): Promise<Envelope<null, null>> {
  try {
    const row = await withTx(db, { userId: auth.user.id }, async (tx) => {
      const locked = await lockUndecided(tx, applicationId);
      await tx
        .update(a)
        .set(decided(auth, status, note))
        .where(eq(a.id, locked.id));
      return locked;
    });
    await send(row);
    return succeeded({ message });
  } catch (error) {
    if (error instanceof Refusal) return refused(error.message);
    throw error;
  }
}

/** POST …/Application/Deny. */
export function denyApplication(db: Db, config: Config, auth: Auth, input: HerosDeny) {
  return decideWithNote(
    db,
    auth,
    input.applicationId,
    HerosStatus.Denied,
    input.reason,
    (row) => sendDenialEmail(db, config, mailOf(row), input.reason),
    m.denied,
  );
}

/** POST …/Application/RequestChanges: the application waits for the agency; it can still be decided. */
export function requestChanges(db: Db, config: Config, auth: Auth, input: HerosRequestChanges) {
  return decideWithNote(
    db,
    auth,
    input.applicationId,
    HerosStatus.ChangesRequested,
    input.message,
    (row) => sendChangesRequestedEmail(db, config, mailOf(row), input.message),
    m.changesRequested,
  );
}
