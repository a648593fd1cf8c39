import { KbModule } from '@homer/contracts/knowledge-base';
import type { DemoBasis } from '../../db/area-demo-seeds.ts';
import { kbDocuments } from '../../db/schema/knowledge-base.ts';
import type { Tx } from '../../db/tx.ts';
import { cleanKbContent, type KbDocumentState, storeKbDocument } from './store-document.ts';

const demoDocuments: KbDocumentState[] = [
  {
    module: KbModule.PFS,
    permissionRole: 0,
    title: 'Registering a facility for PFS',
    description: 'The steps a facility follows to register for the Pharmacy Formulary Service.',
    content:
      '<h2>Before you start</h2><p>Have the facility license number and the pharmacist in charge at hand.</p><ol><li>Open the public registration form.</li><li>Fill in the facility and contact details.</li><li>Submit and wait for the confirmation e-mail.</li></ol>',
    videoId: null,
  },
  {
    module: KbModule.Other,
    permissionRole: 0,
    title: 'Changing your password',
    description: 'How to change your password and what a strong password looks like.',
    content:
      '<p>Open your profile and choose <strong>Change Password</strong>. Passwords have at least 10 characters and no more than 2 sequential characters.</p>',
    videoId: null,
  },
  {
    module: KbModule.Pharmacy,
    permissionRole: 1,
    title: 'Receiving a refill shipment',
    description: 'Checking in a refill shipment at the pharmacy.',
    content: '<ul><li>Scan the shipment label.</li><li>Count the bottles against the packing list.</li></ul>',
    videoId: null,
  },
  {
    module: KbModule.Admin,
    permissionRole: 5,
    title: 'Scheduled jobs: what to do when one fails',
    description: 'For system administrators: reading the Quartz history and re-running a job.',
    content:
      '<p>Open <em>Quartz History</em>, find the failed run and read its exception. Most failures are a mail server timeout; the next run retries.</p>',
    videoId: null,
  },
  {
    module: KbModule.Support,
    permissionRole: 1,
    title: 'Triaging new help-desk tickets',
    description: 'How the support team sets category and priority on new tickets.',
    content:
      '<table><thead><tr><th>Priority</th><th>When</th></tr></thead><tbody><tr><td>High</td><td>Nobody can work</td></tr><tr><td>Normal</td><td>One person is blocked</td></tr><tr><td>Low</td><td>Questions</td></tr></tbody></table>',
    videoId: null,
  },
];

/** A few documents across modules (PFS and Other for everyone, one Admin-only, one Support), unless some exist. */
export async function seedKnowledgeBaseDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const authorId = demo.userIds.admin;
  if (authorId === undefined) return;
  const [existing] = await tx.select({ id: kbDocuments.id }).from(kbDocuments).limit(1);
  if (existing) return;
  for (const document of demoDocuments) {
    await storeKbDocument(tx, authorId, null, { ...document, content: cleanKbContent(document.content) });
  }
}
