import { kbModules, kbPermissionRoles } from '@homer/contracts/knowledge-base';
import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { kbDocuments, kbImages } from './knowledge-base.ts';

const documentRef = auditRef(
  'kb_documents',
  'Knowledge Base Document',
  kbDocuments,
  kbDocuments.id,
  sql`${kbDocuments.title}`,
);
const imageRef = auditRef(
  'kb_images',
  'Knowledge Base Image',
  kbImages,
  kbImages.id,
  sql`${kbImages.fileName}`,
);
const moduleCodes = kbModules.map((m) => ({ value: m.code, text: m.label }));
const roleCodes = kbPermissionRoles.map((r) => ({ value: r.value, text: r.label }));

/** How the Global Audit List reads changes of knowledge base documents and their images (decision 050). */
export const auditLabels = [
  auditTableLabels(
    kbDocuments,
    {
      id: 'ID',
      module: { label: 'Module', codes: moduleCodes },
      permissionRole: { label: 'Minimum Permission', codes: roleCodes },
      title: 'Title',
      description: 'Description',
      content: { label: 'Content', html: true },
      videoId: 'Video ID',
      sortOrder: 'Sort Order',
    },
    documentRef,
  ),
  auditTableLabels(
    kbImages,
    {
      id: 'ID',
      guid: { label: 'Guid', secret: true },
      documentId: { label: 'Knowledge Base Document', ref: documentRef },
      uploadedBy: { label: 'Uploaded By', ref: userRef },
      fileName: 'File Name',
      contentType: 'Content Type',
      size: 'Size (bytes)',
    },
    imageRef,
  ),
];
