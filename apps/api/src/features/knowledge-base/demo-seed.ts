import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { kbDocuments } from '../../db/schema/knowledge-base.ts';
import type { Tx } from '../../db/tx.ts';
import { demoDocuments } from './demo-documents.ts';
import { cleanKbContent, storeKbDocument } from './store-document.ts';

/** Several documents in every folder, at a mix of minimum permissions, unless some exist. */
async function seedKnowledgeBaseDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const authorId = demo.userIds.admin;
  if (authorId === undefined) return;
  const [existing] = await tx.select({ id: kbDocuments.id }).from(kbDocuments).limit(1);
  if (existing) return;
  for (const document of demoDocuments) {
    await storeKbDocument(tx, authorId, null, {
      ...document,
      content: cleanKbContent(document.content),
      videoId: null,
    });
  }
}

export const demoSeed: AreaDemoSeed = { area: 'knowledge-base', after: [], seed: seedKnowledgeBaseDemo };
