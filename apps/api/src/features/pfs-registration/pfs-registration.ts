import type { Envelope } from '@homer/contracts/envelope';
import { type PfsRegistrationForm, pfsMessages } from '@homer/contracts/pfs';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { pfsRegistrationFacilities, pfsRegistrations } from '../../db/schema/pfs.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { facilityOptions } from '../../platform/lookups/ticket-options.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';
import { type NotifyResult, notify, sendNotificationEmails } from '../../platform/notify/notify.ts';
import { pfsRegistrationSubmitted } from '../../platform/notify/pfs-registration-notice.ts';
import { refused, succeeded } from '../../plugins/errors.ts';

/** Stores a PFS access request for staff review and confirms it to the person (and to programme staff). */
export async function registerPfsUser(
  db: Db,
  config: Config,
  form: PfsRegistrationForm,
): Promise<Envelope<number | null, null>> {
  const facilityIds = [...new Set(form.facilityIds)];
  let notified: NotifyResult | undefined;
  const stored = await withTx(db, systemActor, async (tx) => {
    const offered = await facilityOptions(tx, 'pfs');
    const chosen = facilityIds.map((id) => offered.find((f) => f.value === id));
    if (chosen.some((f) => !f)) return null;
    const [row] = await tx
      .insert(pfsRegistrations)
      .values({
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        phoneNumber: form.phoneNumber,
      })
      .returning({ id: pfsRegistrations.id });
    if (!row) throw new Error('registration insert returned nothing');
    await tx
      .insert(pfsRegistrationFacilities)
      .values(facilityIds.map((facilityId) => ({ registrationId: row.id, facilityId })));
    notified = await notify(
      tx,
      config,
      pfsRegistrationSubmitted(row.id, `${form.firstName} ${form.lastName}`),
    );
    return { id: row.id, facilities: chosen.map((f) => f?.text ?? '') };
  });
  if (!stored) return refused(pfsMessages.unknownFacility);

  const summary = [
    `Name: ${form.firstName} ${form.lastName}`,
    `Email: ${form.email}`,
    `Phone: ${form.phoneNumber}`,
    `Facilities: ${stored.facilities.join(', ')}`,
  ].join('\n');
  await sendEmail(db, config, {
    to: form.email,
    subject: 'Your PFS registration has been received',
    text: `Hello ${form.firstName},\n\nThank you for registering for PFS. Program staff will review your request and email you once it has been approved.\n\n${summary}`,
  });
  await sendEmail(db, config, {
    to: config.programStaffEmail,
    subject: `New PFS registration #${stored.id} to review`,
    text: `A PFS registration is waiting for review.\n\n${summary}`,
  });
  await sendNotificationEmails(db, config, notified?.emails ?? []);
  return succeeded({ message: pfsMessages.registered, value: stored.id });
}
