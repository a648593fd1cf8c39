import type { ModuleAccess } from '@homer/contracts/access';
import {
  canEditKbModule,
  type KbDocumentSummary,
  type KbImage,
  kbImageUrl,
  kbModules,
} from '@homer/contracts/knowledge-base';
import type { kbDocuments, kbImages } from '../../db/schema/knowledge-base.ts';

type DocumentRow = Pick<
  typeof kbDocuments.$inferSelect,
  'id' | 'module' | 'permissionRole' | 'title' | 'description' | 'videoId' | 'sortOrder'
>;

export function toKbSummary(row: DocumentRow, access: readonly ModuleAccess[]): KbDocumentSummary {
  return {
    documentId: row.id,
    module: row.module,
    permissionRole: row.permissionRole,
    title: row.title,
    description: row.description,
    videoId: row.videoId,
    sortOrder: row.sortOrder,
    canEdit: canEditKbModule(access, row.module),
  };
}

export function toKbImage(
  row: Pick<typeof kbImages.$inferSelect, 'id' | 'guid' | 'fileName' | 'contentType' | 'size'>,
): KbImage {
  return {
    imageId: row.id,
    url: kbImageUrl(row.id, row.guid),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
  };
}

const treeOrder = new Map(kbModules.map((m, i) => [m.code as number, i]));

/** The tree's order (§2.4): module by folder position, then the folder's own order. */
export function byTreeOrder(a: KbDocumentSummary, b: KbDocumentSummary): number {
  return (
    (treeOrder.get(a.module) ?? 99) - (treeOrder.get(b.module) ?? 99) ||
    a.sortOrder - b.sortOrder ||
    a.documentId - b.documentId
  );
}
