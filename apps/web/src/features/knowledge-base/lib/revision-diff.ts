import type { KbDocument, KbRevision } from '@homer/contracts/knowledge-base';
import { diffWords } from 'diff';
import { htmlToText } from './html-text.ts';

export type DiffPart = { text: string; change: 'added' | 'removed' | 'same' };
export type FieldDiff = { field: string; parts: DiffPart[]; changed: boolean };

function compare(field: string, before: string, after: string): FieldDiff {
  const parts = diffWords(before, after).map(
    (c): DiffPart => ({ text: c.value, change: c.added ? 'added' : c.removed ? 'removed' : 'same' }),
  );
  return { field, parts, changed: parts.some((p) => p.change !== 'same') };
}

/** A saved revision against the document as it is now: what the current version added and removed. */
export function revisionDiff(
  revision: Pick<KbRevision, 'title' | 'description' | 'content' | 'videoId'>,
  current: Pick<KbDocument, 'title' | 'description' | 'content' | 'videoId'>,
): FieldDiff[] {
  return [
    compare('Title', revision.title, current.title),
    compare('Description', revision.description, current.description),
    compare('Video ID', revision.videoId ?? '', current.videoId ?? ''),
    compare('Content', htmlToText(revision.content), htmlToText(current.content)),
  ];
}
