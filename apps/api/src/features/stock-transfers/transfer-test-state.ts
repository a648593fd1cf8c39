import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';

/** Every transfer and line as text, to show a refusal stored nothing. */
export async function transferState(db: Db): Promise<string> {
  const { rows } = await db.execute<{ state: string | null }>(sql`
    select (select string_agg(id || ':' || status, ',' order by id) from stock_transfers) || '|' ||
      coalesce((select string_agg(id || ':' || quantity || ':' || coalesce(received_quantity, -1), ',' order by id)
        from stock_transfer_lines), '') as state`);
  return rows[0]?.state ?? '';
}

/**
 * Received transfers whose documents drift apart: the units that left the sending site must equal those that
 * arrived plus those returned, line by line and by document. Expected to be empty.
 */
export async function transferDrift(db: Db) {
  const { rows } = await db.execute<{ id: number }>(sql`
    select t.id from stock_transfers t
    where t.status = 'Received' and (
      -(select coalesce(sum(quantity), 0) from stock_movements where document_id = t.dispatch_document_id)
      <> (select coalesce(sum(m.quantity), 0) from stock_movements m join stock_documents d on d.id = m.document_id
          where d.linked_document_id = t.dispatch_document_id and d.kind = 'transfer_in')
      or (select coalesce(sum(quantity), 0) from stock_movements where document_id = t.receipt_document_id)
        <> (select coalesce(sum(received_quantity), 0) from stock_transfer_lines where transfer_id = t.id)
      or (select coalesce(sum(quantity), 0) from stock_movements where document_id = t.return_document_id)
        <> (select coalesce(sum(rejected_quantity), 0) from stock_transfer_lines where transfer_id = t.id))`);
  return rows.map((r) => r.id);
}
