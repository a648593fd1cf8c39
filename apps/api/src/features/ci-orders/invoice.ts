import { ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { tableDocumentPdf } from '../../platform/pdf/table-document.ts';
import { HttpError } from '../../plugins/errors.ts';
import { readOrderCode } from './order-code.ts';
import { orderDocumentsCte } from './order-ledger.ts';

type InvoiceLine = {
  productName: string;
  ndc: string;
  lotNumber: string;
  beyondUseDate: string;
  cards: number;
  units: number;
  unitCost: string;
  amount: string;
};

const shippedStatuses = ['Shipped', 'Received by county', 'Closed'];
const money = (value: string) => `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/**
 * The county's invoice for a shipped order as a PDF (issue 30): what left the pharmacy, lot by lot with the
 * beyond-use dates, at each lot's unit cost (for repacked cards, what the bottles used cost over the cards made).
 * Read from the order's shipment documents, net of any reversal.
 */
export async function invoicePdf(db: Queryable, programme: string, orderId: number): Promise<Uint8Array> {
  const { rows: heads } = await db.execute<{
    orderNumber: string;
    status: string;
    county: string;
    pharmacy: string;
    shippedOn: string | null;
    invoices: string;
  }>(sql`
    select o.order_number as "orderNumber", o.status, f.name as county, coalesce(s.name, '') as pharmacy,
      (select to_char(max(e.at) at time zone 'UTC', 'YYYY-MM-DD') from ci_order_events e
       where e.order_id = o.id and e.status = 'Shipped') as "shippedOn",
      coalesce((select string_agg(invoice_number, ', ' order by id) from ci_order_purchases where order_id = o.id), '')
        as invoices
    from ci_orders o join facilities f on f.id = o.facility_id left join inventory_sites s on s.id = o.supplying_site_id
    where o.id = ${orderId}`);
  const head = heads[0];
  if (!head || !shippedStatuses.includes(head.status)) throw new HttpError(409, m.invoiceNotShipped);
  const { rows: lines } = await db.execute<InvoiceLine>(sql`
    with ${orderDocumentsCte(orderId)},
    shipped as (
      select m.lot_id, -sum(m.quantity)::int as units
      from order_documents od join stock_movements m on m.document_id = od.id
      where od.kind = 'shipment' group by m.lot_id having sum(m.quantity) <> 0)
    select p.product_name as "productName", p.ndc, l.lot_number as "lotNumber",
      coalesce(to_char(l.expiry_date, 'YYYY-MM-DD'), '') as "beyondUseDate",
      shipped.units / p.pack_size as cards, shipped.units,
      coalesce(l.unit_cost, 0)::numeric(14, 4)::text as "unitCost",
      round(shipped.units * coalesce(l.unit_cost, 0), 2)::text as amount
    from shipped join stock_lots l on l.id = shipped.lot_id join ndc_products p on p.id = l.ndc_product_id
    order by p.product_name, l.expiry_date nulls last, l.id`);
  const total = (pick: (line: InvoiceLine) => number) => lines.reduce((sum, line) => sum + pick(line), 0);
  const amountCents = total((line) => Math.round(Number(line.amount) * 100));
  return tableDocumentPdf({
    programme,
    title: 'County Invoice',
    subtitle: `CI Order ${head.orderNumber}`,
    meta: [
      { label: 'Order', value: head.orderNumber },
      { label: 'Shipped', value: head.shippedOn ?? '' },
      { label: 'County', value: head.county },
      { label: 'From', value: head.pharmacy },
      { label: 'Supplier invoices', value: head.invoices || '—' },
      { label: 'Lines', value: String(lines.length) },
    ],
    columns: [
      { header: 'Product', width: 3 },
      { header: 'NDC', width: 1.3 },
      { header: 'Lot', width: 1.2 },
      { header: 'Beyond-use', width: 1.2 },
      { header: 'Cards', align: 'right', width: 0.8 },
      { header: 'Units', align: 'right', width: 0.9 },
      { header: 'Unit cost', align: 'right', width: 1 },
      { header: 'Amount', align: 'right', width: 1.2 },
    ],
    rows: lines.map((line) => [
      line.productName,
      line.ndc,
      line.lotNumber,
      line.beyondUseDate,
      line.cards.toLocaleString('en-US'),
      line.units.toLocaleString('en-US'),
      `$${line.unitCost}`,
      money(line.amount),
    ]),
    totals: [
      'Total',
      '',
      '',
      '',
      total((line) => line.cards).toLocaleString('en-US'),
      total((line) => line.units).toLocaleString('en-US'),
      '',
      money((amountCents / 100).toFixed(2)),
    ],
    footerNote: `${programme} · County invoice ${head.orderNumber}`,
  });
}

/** GET api/PublicCiInvoice/GetInvoicePdf?code=: the PDF an invoice code opens; one answer for every bad code. */
export async function invoicePdfByCode(
  db: Queryable,
  secret: Uint8Array,
  programme: string,
  code: string,
): Promise<Uint8Array> {
  const orderId = readOrderCode(secret, 'invoice', code);
  if (orderId === null) throw new HttpError(410, m.invoiceCodeInvalid);
  return invoicePdf(db, programme, orderId);
}
