import {
  type StockDocument,
  type StockDocumentLine,
  stockDocumentMaxLines,
} from '@homer/contracts/stock-documents';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';

type Header = Omit<StockDocument, 'lines'>;

/** GET …/StockDocuments/GetDocument: one document and its lines by product and lot; null when there is none. */
export async function findStockDocument(db: Queryable, id: number): Promise<StockDocument | null> {
  const [{ rows: headers }, { rows: lines }] = await Promise.all([
    db.execute<Header>(sql`
      select d.id, d.kind, d.inventory_site_id as "siteId", s.name as "siteName", d.reference, d.note,
        to_char(d.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "occurredAt",
        to_char(d.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "recordedAt",
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "postedBy",
        d.reverses_document_id as reverses,
        (select v.id from stock_documents v where v.reverses_document_id = d.id) as "reversedBy",
        coalesce(d.linked_document_id,
          (select o.id from stock_documents o where o.linked_document_id = d.id order by o.id limit 1)) as linked,
        (select count(*)::int from stock_movements m where m.document_id = d.id) as "lineCount"
      from stock_documents d
      join inventory_sites s on s.id = d.inventory_site_id
      left join users u on u.id = d.posted_by
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
