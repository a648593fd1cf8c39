import { Module, Role } from '@homer/contracts/access';
import type { Envelope } from '@homer/contracts/envelope';
import { pfsMessages, pfsUserDetailsSchema } from '@homer/contracts/pfs';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db } from '../../db/pool.ts';
import { moduleAccess, userFacilities, users } from '../../db/schema/core.ts';
import { pfsUsers } from '../../db/schema/pfs.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';
import { type NotifyResult, notify, sendNotificationEmails } from '../../platform/notify/notify.ts';
import { pfsRegistrationSubmitted } from '../../platform/notify/pfs-registration-notice.ts';
import { createResetLink } from '../../platform/passwords/reset-link.ts';
import { refused, succeeded } from '../../plugins/errors.ts';
import { existingHomerUser, findPfsUser, recordAccountRequest } from './queries.ts';

class AlreadyExists extends Error {}
class RefusedDetails extends Error {}

/**
 * Creates the HOMER user for a PFS user (no password: the welcome email's link sets one), with the PFS user's
 * facilities and support (HelpDesk) access, and sends the welcome email.
 */
export async function registerHomerUser(
  db: Db,
  config: Config,
  guid: string,
): Promise<Envelope<number | null, null>> {
  let created: { userId: number; link: string; email: string; firstName: string } | null;
  let notified: NotifyResult | undefined;
  try {
    created = await withTx(db, systemActor, async (tx) => {
      const found = await findPfsUser(tx, guid);
      if (!found) return null;
      if (found.user.homerUserId || (await existingHomerUser(tx, found.user.userName, found.user.email))) {
        throw new AlreadyExists();
      }
      const details = pfsUserDetailsSchema.safeParse({
        ...found.user,
        phoneNumber: found.user.phoneNumber ?? '',
      });
      if (!details.success)
        throw new RefusedDetails(details.error.issues[0]?.message ?? pfsMessages.userNotFound);
      const person = details.data;
      const [user] = await tx
        .insert(users)
        .values({
          userName: person.userName,
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          phoneNumber: person.phoneNumber,
          organizationId: found.facilities[0]?.organizationId ?? null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      if (found.facilities.length > 0) {
        await tx
          .insert(userFacilities)
          .values(found.facilities.map((f) => ({ userId: user.id, facilityId: f.facilityId })));
      }
      await tx.insert(moduleAccess).values({ userId: user.id, module: Module.HelpDesk, role: Role.User });
      await tx.update(pfsUsers).set({ homerUserId: user.id }).where(eq(pfsUsers.id, found.user.id));
      // The account holds support access only: the request waits in the registrations queue (decision 053).
      const requestId = await recordAccountRequest(tx, {
        pfsUserId: found.user.id,
        userId: user.id,
        person,
        facilityIds: found.facilities.map((f) => f.facilityId),
      });
      notified = await notify(
        tx,
        config,
        pfsRegistrationSubmitted(requestId, `${person.firstName} ${person.lastName}`, 'homer'),
      );
      const link = await createResetLink(tx, config, user.id, 'welcome');
      return { userId: user.id, link, email: person.email, firstName: person.firstName };
    });
  } catch (error) {
    if (error instanceof AlreadyExists || pgErrorCode(error) === '23505')
      return refused(pfsMessages.alreadyExists);
    if (error instanceof RefusedDetails) return refused(error.message);
    throw error;
  }
  if (!created) return refused(pfsMessages.userNotFound);

  await sendEmail(db, config, {
    to: created.email,
    subject: 'Welcome to HOMER',
    text: `Hello ${created.firstName},\n\nYour HOMER account has been created from your PFS account. Set your password with this link (it is valid for 7 days):\n\n${created.link}\n\nThen sign in at ${config.publicBaseUrl}/login.`,
  });
  await sendNotificationEmails(db, config, notified?.emails ?? []);
  return succeeded({ message: pfsMessages.homerRegistered, value: created.userId });
}
