import {
  type StockDocument,
  type StockDocumentLine,
  stockDocumentMaxLines,
} from '@homer/contracts/stock-documents';
import { sql } from 'drizzle-orm';
import { isoTime } from '../../db/iso-time.ts';
import type { Queryable } from '../../db/pool.ts';
import { postedByName, reversedBy } from './document-columns.ts';

type Header = Omit<StockDocument, 'lines'>;

/** GET …/StockDocuments/GetDocument: one document and its lines by product and lot; null when there is none. */
export async function findStockDocument(db: Queryable, id: number): Promise<StockDocument | null> {
  const [{ rows: headers }, { rows: lines }] = await Promise.all([
    db.execute<Header>(sql`
      select d.id, d.kind, d.inventory_site_id as "siteId", s.name as "siteName", d.reference, d.note,
        ${isoTime(sql`d.occurred_at`)} as "occurredAt", ${isoTime(sql`d.recorded_at`)} as "recordedAt",
        ${postedByName} as "postedBy", d.reverses_document_id as reverses,
        ${reversedBy(sql`d.id`)} as "reversedBy",
        coalesce(d.linked_document_id,
          (select o.id from stock_documents o where o.linked_document_id = d.id order by o.id limit 1)) as linked,
        (select count(*)::int from stock_movements m where m.document_id = d.id) as "lineCount"
      from stock_documents d
      join inventory_sites s on s.id = d.inventory_site_id
      left join users on users.id = d.posted_by
      where d.id = ${id}`),
    db.execute<StockDocumentLine>(sql`
      select m.id::int as id, l.id as "lotId", l.lot_number as "lotNumber", l.expiry_date::text as "expiryDate",
        p.ndc, p.product_name as "productName", p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize",
        m.quantity, r.label as "reasonLabel"
      from stock_movements m
      join stock_lots l on l.id = m.lot_id
      join ndc_products p on p.id = l.ndc_product_id
      join stock_reasons r on r.code = m.reason_code
      where m.document_id = ${id}
      order by p.product_name, l.lot_number, m.id
      limit ${stockDocumentMaxLines}`),
  ]);
  const header = headers[0];
  return header ? { ...header, lines } : null;
}
