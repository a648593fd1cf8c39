import { type KbDocumentSummary, kbModules } from '@homer/contracts/knowledge-base';

export type KbFolder = {
  module: number;
  label: string;
  documents: KbDocumentSummary[];
};

/** Case-insensitive match of the search box against title or description (spec §2.4). */
export function matchesSearch(
  doc: Pick<KbDocumentSummary, 'title' | 'description'>,
  search: string,
): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return (
    doc.title.toLocaleLowerCase().includes(needle) || doc.description.toLocaleLowerCase().includes(needle)
  );
}

/**
 * The left tree of spec §2.4: one folder per module in the tree's order, each holding its documents by
 * sortOrder; a folder without a visible (or matching) document is left out.
 */
export function buildFolders(documents: readonly KbDocumentSummary[], search = ''): KbFolder[] {
  const folders: KbFolder[] = [];
  for (const info of kbModules) {
    const docs = documents
      .filter((doc) => doc.module === info.code && matchesSearch(doc, search))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.documentId - b.documentId);
    if (docs.length > 0) folders.push({ module: info.code, label: info.label, documents: docs });
  }
  return folders;
}

/**
 * Which folders are open after the search box changes: typing opens them all, clearing closes them all
 * (spec §2.4); otherwise the reader's own choice stands.
 */
export function foldersAfterSearch(
  previousSearch: string,
  search: string,
  open: ReadonlySet<number>,
  folders: readonly KbFolder[],
): ReadonlySet<number> {
  const had = previousSearch.trim() !== '';
  const has = search.trim() !== '';
  if (has) return new Set(folders.map((f) => f.module));
  if (had) return new Set();
  return open;
}
