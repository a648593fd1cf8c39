import { eq } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { facilities } from '../../db/schema/core.ts';
import { helpDeskFeedback, helpDeskTickets } from '../../db/schema/help-desk.ts';
import type { Tx } from '../../db/tx.ts';
import { closeTicketWithFeedbackRequest } from './feedback-request.ts';

/** Fixed survey links for the demo: /support/tickets/feedback/{ticket id}/{guid}. */
const demoFeedbackGuids = [
  'a7f3c2d1-0b4e-4c6a-9e21-5d8f1b2c3a01',
  'a7f3c2d1-0b4e-4c6a-9e21-5d8f1b2c3a02',
  'a7f3c2d1-0b4e-4c6a-9e21-5d8f1b2c3a03',
] as const;

const demoTickets = [
  { subject: 'Cannot log in to PFS', categoryId: 4, priorityId: 1 },
  { subject: 'Form PF-12 does not print', categoryId: 2, priorityId: 2 },
  { subject: 'How do I add a pharmacist to my facility?', categoryId: 7, priorityId: 3 },
];

/**
 * Closed public tickets with feedback requests (the staff ticket screens that close tickets are not built yet):
 * two surveys wait for an answer, the third has been answered.
 */
async function seedHelpDeskFeedbackDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const facilityId = demo.facilityIds[0];
  if (facilityId === undefined) return;
  const [facility] = await tx
    .select({ name: facilities.name })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  for (const [index, ticket] of demoTickets.entries()) {
    const [row] = await tx
      .insert(helpDeskTickets)
      .values({
        source: 'PFS',
        fullName: "Dana O'Neil",
        email: 'dana.oneil@pfs.example.com',
        phoneNumber: '850-555-0142',
        facilityId,
        facilityName: facility?.name ?? 'Central Pharmacy',
        description: 'Submitted through the public support form.',
        ...ticket,
      })
      .returning({ id: helpDeskTickets.id });
    if (!row) throw new Error('demo ticket insert returned nothing');
    const guid = demoFeedbackGuids[index];
    await closeTicketWithFeedbackRequest(tx, row.id, guid);
    if (index === 2) {
      await tx
        .update(helpDeskFeedback)
        .set({ rating: 5, comment: 'Quick and friendly help.', submittedAt: new Date() })
        .where(eq(helpDeskFeedback.helpDeskTicketId, row.id));
    }
  }
}

export const demoSeed: AreaDemoSeed = {
  area: 'help-desk-feedback',
  after: [],
  seed: seedHelpDeskFeedbackDemo,
};
