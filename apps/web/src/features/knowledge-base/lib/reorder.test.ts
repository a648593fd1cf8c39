import type { KbDocumentSummary } from '@homer/contracts/knowledge-base';
import { describe, expect, it } from 'vitest';
import { reorderFolder, withFolderOrder } from './reorder.ts';

const doc = (documentId: number, sortOrder: number, module = 1): KbDocumentSummary => ({
  documentId,
  module,
  permissionRole: 1,
  title: `Doc ${documentId}`,
  description: '',
  videoId: null,
  sortOrder,
  canEdit: true,
});

const folder = [doc(11, 1), doc(12, 2), doc(13, 3)];

describe('reorderFolder', () => {
  it('moves the dragged document to where it was dropped and renumbers the folder', () => {
    const outcome = reorderFolder(folder, 13, 11);
    expect(outcome.kind).toBe('sorted');
    if (outcome.kind !== 'sorted') return;
    expect(outcome.documents.map((d) => [d.documentId, d.sortOrder])).toEqual([
      [13, 1],
      [11, 2],
      [12, 3],
    ]);
    expect(outcome.body).toEqual([
      { documentId: 13, module: 1 },
      { documentId: 11, module: 1 },
      { documentId: 12, module: 1 },
    ]);
  });

  it('does nothing when dropped on itself or outside the folder', () => {
    expect(reorderFolder(folder, 12, 12)).toEqual({ kind: 'unchanged' });
    expect(reorderFolder(folder, 12, null)).toEqual({ kind: 'unchanged' });
    expect(reorderFolder(folder, 99, 11)).toEqual({ kind: 'unchanged' });
  });

  it('warns Module is not set when the dragged document has no module', () => {
    expect(reorderFolder([doc(1, 1, 0), doc(2, 2, 0)], 1, 2)).toEqual({
      kind: 'warning',
      message: 'Module is not set',
    });
  });
});

describe('withFolderOrder', () => {
  it('replaces one folder and keeps the others', () => {
    const other = doc(20, 1, 10);
    const ordered = [doc(12, 1), doc(11, 2), doc(13, 3)];
    expect(withFolderOrder([...folder, other], 1, ordered).map((d) => d.documentId)).toEqual([
      20, 12, 11, 13,
    ]);
  });
});
