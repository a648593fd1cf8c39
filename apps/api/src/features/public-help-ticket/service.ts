import type { Envelope } from '@homer/contracts/envelope';
import { type HelpTicketForm, helpTicketMessages } from '@homer/contracts/help-desk-public';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { helpDeskTickets } from '../../db/schema/help-desk.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import {
  categoryOptions,
  facilityOptions,
  priorityOptions,
  type TicketLists,
} from '../../platform/lookups/ticket-options.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';
import { sendNotificationEmails } from '../../platform/notify/notify.ts';
import { refused, succeeded } from '../../plugins/errors.ts';
import { noticeSubmitted } from '../help-desk-tickets/notices.ts';

/**
 * Stores a public ticket (PFS support or HOMER account request), then tells programme staff and sends the
 * submitter a confirmation. Facility, category and priority must come from the lists that mode offers.
 */
export async function submitHelpTicket(
  db: Db,
  config: Config,
  form: HelpTicketForm,
): Promise<Envelope<number | null, null>> {
  const lists: TicketLists = form.isRegister ? 'homer' : 'pfs';
  // Read on the pool, in parallel: one transaction's client runs one query at a time.
  const [facilityList, categoryList, priorityList] = await Promise.all([
    facilityOptions(db, lists),
    categoryOptions(db, lists),
    priorityOptions(db),
  ]);
  const facility = facilityList.find((f) => f.value === form.facilityId);
  const category = categoryList.find((c) => c.value === form.categoryId);
  const priority = priorityList.find((p) => p.value === form.priorityId);
  if (!facility || !category || !priority) return refused(helpTicketMessages.unknownChoice);
  const stored = await withTx(db, systemActor, async (tx) => {
    const [row] = await tx
      .insert(helpDeskTickets)
      .values({
        source: form.isRegister ? 'Registration' : 'PFS',
        status: 'New',
        fullName: form.fullName,
        email: form.email,
        phoneNumber: form.phoneNumber,
        facilityId: facility.value,
        facilityName: facility.text,
        categoryId: category.value,
        priorityId: priority.value,
        subject: form.subject,
        description: form.description,
      })
      .returning({ id: helpDeskTickets.id });
    if (!row) throw new Error('ticket insert returned nothing');
    // The Support Admins hear of it in HOMER too (decision 051), besides the programme staff's mail below.
    const notices = await noticeSubmitted(tx, config, {
      id: row.id,
      subject: form.subject,
      fullName: form.fullName,
    });
    return { id: row.id, facility: facility.text, category: category.text, priority: priority.text, notices };
  });
  await sendNotificationEmails(db, config, stored.notices);

  const kind = form.isRegister ? 'HOMER account registration request' : 'PFS Support Desk Ticket';
  const details = [
    `Ticket #${stored.id} (${kind})`,
    `Name: ${form.fullName}`,
    `Email: ${form.email}`,
    `Phone: ${form.phoneNumber}`,
    `Facility: ${stored.facility}`,
    `Category: ${stored.category}`,
    `Priority: ${stored.priority}`,
    `Subject: ${form.subject}`,
    '',
    form.description,
  ].join('\n');
  await sendEmail(db, config, {
    to: config.programStaffEmail,
    subject: `New ${kind} #${stored.id}: ${form.subject}`,
    text: details,
  });
  await sendEmail(db, config, {
    to: form.email,
    subject: `Your Support Desk Ticket #${stored.id} has been submitted`,
    text: `Hello ${form.fullName},\n\nWe have received your Support Desk Ticket. Program staff have been notified and will contact you.\n\n${details}`,
  });
  return succeeded({ message: helpTicketMessages.submitted, value: stored.id });
}
