import type {
  AdjustmentRow,
  AdjustmentsFilters,
  AdjustmentsQuery,
  AdjustmentsResponse,
} from '@homer/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { cents, lotScope, pageOffset, periodOf } from './report-sql.ts';

/**
 * Units added and removed by adjustments and counts over [from, to] (UTC days, as the ledger counts them), per
 * site, product and reason, with their value at each lot's unit cost. A count's lines carry `count_variance`; a
 * reversal of an adjustment or a count is its own reason ("Reversal of a posted document"), so a mistake undone
 * shows as undone rather than vanishing from the period it was made in.
 */
function adjustmentRows(f: AdjustmentsFilters): SQL {
  const period = (alias: string) => periodOf(alias, f);
  // From the documents (stock_documents_kind_idx), not the period's lines: adjustments are a sliver of a ledger
  // that is mostly receipts and shipments, and a year of lines is the whole table.
  return sql`
    with documents as (
      select d.id from stock_documents d where d.kind in ('adjustment', 'count') and ${period('d')}
      union all
      select d.id from stock_documents d join stock_documents o on o.id = d.reverses_document_id
      where d.kind = 'reversal' and o.kind in ('adjustment', 'count') and ${period('d')})
    select l.inventory_site_id as "siteId", s.name as "siteName", p.id as "productId", p.ndc,
      p.product_name as "productName", p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize",
      r.code as "reasonCode", r.label as "reasonLabel",
      coalesce(sum(mv.quantity) filter (where mv.quantity > 0), 0)::int as added,
      coalesce(-sum(mv.quantity) filter (where mv.quantity < 0), 0)::int as removed,
      coalesce(sum(mv.quantity * l.unit_cost), 0) as value,
      coalesce(sum(abs(mv.quantity)) filter (where l.unit_cost is null), 0)::int as "uncostedUnits",
      count(*)::int as lines
    from documents
    join stock_movements mv on mv.document_id = documents.id
    join stock_lots l on l.id = mv.lot_id
    join ndc_products p on p.id = l.ndc_product_id
    join inventory_sites s on s.id = l.inventory_site_id
    join stock_reasons r on r.code = mv.reason_code
    where ${period('mv')} and ${lotScope(f.siteId, f.search)}
    group by l.inventory_site_id, s.name, p.id, r.code`;
}

const orderBy = (row: string) =>
  sql.raw(
    ['"productName"', '"productId"', '"siteName"', '"siteId"', '"reasonLabel"']
      .map((c) => `${row}${c}`)
      .join(', '),
  );

type Raw = Omit<AdjustmentRow, 'value'> & { value: string | number };
const withCents = (r: Raw): AdjustmentRow => ({ ...r, value: cents(r.value) });

type ReasonTotal = AdjustmentsResponse['totals']['byReason'][number];
type Answer = {
  page: Raw[];
  reasons: (Omit<ReasonTotal, 'value'> & { value: string | number; rowCount: number })[];
};

/**
 * GET …/Adjustments/GetList: one page of rows and, over every row, the figures by reason (value lost first: the
 * chart) and their sum, in one query that computes the report once.
 */
export async function adjustmentsReport(db: Queryable, q: AdjustmentsQuery): Promise<AdjustmentsResponse> {
  const { rows } = await db.execute<Answer>(sql`
    with rows as materialized (${adjustmentRows(q)}),
    by_reason as (
      select "reasonCode", "reasonLabel", sum(added)::int as added, sum(removed)::int as removed,
        sum(value) as value, count(*)::int as "rowCount"
      from rows group by 1, 2),
    page as (select * from rows order by ${orderBy('')} limit ${q.pageSize} offset ${pageOffset(q)})
    select
      (select coalesce(json_agg(p order by ${orderBy('p.')}), '[]') from page p) as page,
      (select coalesce(json_agg(b order by b.value, b."reasonLabel"), '[]') from by_reason b) as reasons`);
  const answer = rows[0] ?? { page: [], reasons: [] };
  const byReason = answer.reasons.map(({ rowCount: _, ...r }) => ({ ...r, value: cents(r.value) }));
  const sum = (pick: (r: ReasonTotal) => number) => byReason.reduce((total, r) => total + pick(r), 0);
  return {
    data: answer.page.map(withCents),
    totalRecords: answer.reasons.reduce((total, r) => total + r.rowCount, 0),
    totals: {
      added: sum((r) => r.added),
      removed: sum((r) => r.removed),
      value: cents(sum((r) => r.value)),
      byReason,
    },
  };
}

/** The export's rows: the whole report in its order. */
export async function adjustmentsExportRows(db: Queryable, f: AdjustmentsFilters): Promise<AdjustmentRow[]> {
  const { rows } = await db.execute<Raw>(sql`select * from (${adjustmentRows(f)}) r order by ${orderBy('')}`);
  return rows.map(withCents);
}
