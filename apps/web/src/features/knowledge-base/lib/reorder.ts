import {
  type KbDocumentSummary,
  type KbSortBody,
  kbMessages,
  kbModuleInfo,
} from '@homer/contracts/knowledge-base';

export type ReorderOutcome =
  | { kind: 'unchanged' }
  | { kind: 'warning'; message: string }
  | { kind: 'sorted'; documents: KbDocumentSummary[]; body: KbSortBody };

/**
 * A drop in a folder: the folder's documents in their new order and the body of SortKnowledgeBaseDocuments
 * (spec §7). A document without a known module cannot be placed, so the spec's warning is shown instead (§8).
 */
export function reorderFolder(
  folder: readonly KbDocumentSummary[],
  activeId: number,
  overId: number | null,
): ReorderOutcome {
  const from = folder.findIndex((d) => d.documentId === activeId);
  const to = overId === null ? -1 : folder.findIndex((d) => d.documentId === overId);
  const moved = folder[from];
  if (!moved) return { kind: 'unchanged' };
  if (!kbModuleInfo(moved.module)) return { kind: 'warning', message: kbMessages.moduleNotSet };
  if (to < 0 || from === to) return { kind: 'unchanged' };
  const documents = [...folder];
  documents.splice(from, 1);
  documents.splice(to, 0, moved);
  const renumbered = documents.map((d, index) => ({ ...d, sortOrder: index + 1 }));
  return {
    kind: 'sorted',
    documents: renumbered,
    body: renumbered.map((d) => ({ documentId: d.documentId, module: d.module })),
  };
}

/** The whole list with one folder's documents replaced by their new order. */
export function withFolderOrder(
  all: readonly KbDocumentSummary[],
  module: number,
  ordered: readonly KbDocumentSummary[],
): KbDocumentSummary[] {
  return [...all.filter((d) => d.module !== module), ...ordered];
}
