import { type KbSearchHit, kbLimits } from '@homer/contracts/knowledge-base';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { kbDocuments } from '../../db/schema/knowledge-base.ts';
import { type KbCaller, visibleDocuments } from './visibility.ts';

/**
 * Full-text search over title, description and content text (decision 050): websearch syntax, best first, only
 * documents the caller can see. The headline is computed for the hits only (it re-parses the text).
 */
export async function searchKbDocuments(db: Db, caller: KbCaller, q: string): Promise<KbSearchHit[]> {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const result = await db.execute<{ documentId: number; headline: string }>(sql`
    select hit.id as "documentId",
           ts_headline('english', hit.title || ' — ' || hit.description || ' ' || hit.content_text, ${query},
             'StartSel=«, StopSel=», MaxWords=24, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "') as headline
    from (
      select ${kbDocuments.id} as id, ${kbDocuments.title} as title, ${kbDocuments.description} as description,
             ${kbDocuments.contentText} as content_text,
             ts_rank(search_vector, ${query}) as rank
      from ${kbDocuments}
      where search_vector @@ ${query} and ${visibleDocuments(caller.access)}
      order by rank desc, ${kbDocuments.id}
      limit ${kbLimits.searchResults}
    ) hit
    order by hit.rank desc, hit.id`);
  return result.rows.map((row) => ({ documentId: row.documentId, headline: row.headline }));
}
