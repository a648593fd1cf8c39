import type { KbDocumentSummary } from '@homer/contracts/knowledge-base';
import { describe, expect, it } from 'vitest';
import { buildFolders, foldersAfterSearch, matchesSearch } from './document-tree.ts';

const doc = (documentId: number, module: number, sortOrder: number, title: string, description = '') =>
  ({
    documentId,
    module,
    permissionRole: 1,
    title,
    description,
    videoId: null,
    sortOrder,
    canEdit: false,
  }) satisfies KbDocumentSummary;

const docs = [
  doc(1, 14, 1, 'Printer setup'),
  doc(2, 10, 2, 'Adding users', 'How admins add a USER'),
  doc(3, 10, 1, 'Roles'),
  doc(4, 13, 1, 'PFS login'),
  doc(5, 6, 1, 'Repack labels'),
];

describe('buildFolders', () => {
  it('puts folders in the tree order of spec §2.4, Other last, only those with documents', () => {
    expect(buildFolders(docs).map((f) => f.label)).toEqual(['Admin', 'CI Repack', 'PFS', 'Other']);
  });

  it('orders a folder by sortOrder', () => {
    expect(buildFolders(docs)[0]?.documents.map((d) => d.title)).toEqual(['Roles', 'Adding users']);
  });

  it('keeps only matching documents and drops folders left empty', () => {
    const folders = buildFolders(docs, '  user ');
    expect(folders.map((f) => f.label)).toEqual(['Admin']);
    expect(folders[0]?.documents.map((d) => d.documentId)).toEqual([2]);
  });

  it('is empty when nothing matches (the page then says No results found.)', () => {
    expect(buildFolders(docs, 'zebra')).toEqual([]);
  });

  it('ignores documents of unknown modules', () => {
    expect(buildFolders([doc(9, 2, 1, 'Lost')])).toEqual([]);
  });
});

describe('matchesSearch', () => {
  it('matches title or description, case-insensitive', () => {
    expect(matchesSearch({ title: 'Printer Setup', description: '' }, 'printer')).toBe(true);
    expect(matchesSearch({ title: 'x', description: 'Toner and PAPER' }, 'paper')).toBe(true);
    expect(matchesSearch({ title: 'x', description: 'y' }, 'paper')).toBe(false);
  });

  it('treats a blank search as no filter', () => {
    expect(matchesSearch({ title: 'x', description: '' }, '   ')).toBe(true);
  });
});

describe('foldersAfterSearch', () => {
  const folders = buildFolders(docs);

  it('opens every folder while searching', () => {
    expect([...foldersAfterSearch('', 'r', new Set(), folders)]).toEqual([10, 6, 13, 14]);
  });

  it('closes every folder when the search is cleared', () => {
    expect([...foldersAfterSearch('r', '', new Set([10, 6]), folders)]).toEqual([]);
  });

  it('leaves the reader’s choice alone otherwise', () => {
    const open = new Set([13]);
    expect(foldersAfterSearch('', '', open, folders)).toBe(open);
  });
});
