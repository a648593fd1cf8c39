import {
  rxPatientMessages as m,
  type RxApplicationStatus,
  type rxApproveSchema,
  type rxDenySchema,
} from '@homer/contracts/rx-connects-patients';
import { rxApplicationReference } from '@homer/contracts/rx-patient-application';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { type Tx, withTx } from '../../db/tx.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';
import { HttpError } from '../../plugins/errors.ts';
import { actsFor, type RepositoryScope } from './repository-scope.ts';

type Locked = {
  status: RxApplicationStatus;
  repositoryId: number;
  repositoryName: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
};

/** The application under its row lock, so two pharmacists deciding at once decide once. */
export async function lockedApplication(tx: Tx, scope: RepositoryScope, id: number): Promise<Locked> {
  const { rows } = await tx.execute<Locked>(sql`
    select a.status, a.repository_id as "repositoryId", r.name as "repositoryName", a.first_name as "firstName",
      a.last_name as "lastName", a.email_address as "emailAddress"
    from rx_patient_applications a join rx_connects_repositories r on r.id = a.repository_id
    where a.id = ${id} for update of a`);
  const application = rows[0];
  if (!application || !actsFor(scope, application.repositoryId))
    throw new HttpError(404, m.applicationNotFound);
  return application;
}

function requirePending(application: Locked, action: string) {
  if (application.status !== 'Pending') throw new HttpError(400, m.wrongStatus(action, application.status));
}

const letter = (config: Config, a: Locked, id: number, body: string[]) => ({
  to: a.emailAddress,
  subject: `Your Rx Connects application ${rxApplicationReference(id)}`,
  text: [
    `Dear ${a.firstName} ${a.lastName},`,
    '',
    ...body,
    '',
    `Questions: ${config.programStaffEmail}`,
  ].join('\n'),
});

/** POST …/Approve: Pending → Approved; the applicant is told to expect the repository's call. */
export async function approveApplication(
  db: Db,
  config: Config,
  actor: { userId: number },
  scope: RepositoryScope,
  form: z.output<typeof rxApproveSchema>,
): Promise<void> {
  const application = await withTx(db, actor, async (tx) => {
    const locked = await lockedApplication(tx, scope, form.id);
    requirePending(locked, 'approved');
    await tx.execute(sql`
      update rx_patient_applications set status = 'Approved', decision_note = ${form.note}, decided_at = now(),
        decided_by_user_id = ${actor.userId}
      where id = ${form.id}`);
    return locked;
  });
  await sendEmail(
    db,
    config,
    letter(config, application, form.id, [
      `Your application to receive donated medicine through Rx Connects was approved.`,
      `${application.repositoryName} will contact you about the medicines you need and how to collect them.`,
    ]),
    'staff',
  );
}

/** POST …/Deny: Pending → Denied with an active reason from the managed list; the applicant is told why. */
export async function denyApplication(
  db: Db,
  config: Config,
  actor: { userId: number },
  scope: RepositoryScope,
  form: z.output<typeof rxDenySchema>,
): Promise<void> {
  const { application, reason } = await withTx(db, actor, async (tx) => {
    const locked = await lockedApplication(tx, scope, form.id);
    requirePending(locked, 'denied');
    const { rows } = await tx.execute<{ name: string; isActive: boolean }>(sql`
      select name, is_active as "isActive" from rx_connects_denial_reasons where id = ${form.deniedReasonId}`);
    const reason = rows[0];
    if (!reason) throw new HttpError(400, m.denialReasonRequired);
    if (!reason.isActive) throw new HttpError(400, m.denialReasonInactive);
    await tx.execute(sql`
      update rx_patient_applications set status = 'Denied', denied_reason_id = ${form.deniedReasonId},
        decision_note = ${form.note}, decided_at = now(), decided_by_user_id = ${actor.userId}
      where id = ${form.id}`);
    return { application: locked, reason };
  });
  await sendEmail(
    db,
    config,
    letter(config, application, form.id, [
      'We are unable to approve your application to receive donated medicine through Rx Connects.',
      '',
      `Reason: ${reason.name}`,
      ...(form.note ? [`Note from the pharmacist: ${form.note}`] : []),
      '',
      'You are welcome to apply again once the reason above has been addressed.',
    ]),
    'staff',
  );
}
