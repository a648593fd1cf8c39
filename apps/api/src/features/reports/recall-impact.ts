import {
  type RecallChoice,
  type RecallLot,
  type RecallReportFilters,
  type RecallReportQuery,
  type RecallReportResponse,
  type RecallReportRow,
  type RecallSummary,
  recallChoicesCap,
  recallDestinations,
  recallLotsCap,
  recallReportMessages,
} from '@homer/contracts/recall-report';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { codeInfoWords, lotNamedIn, recallProductPairs } from '../../platform/recalls/recall-holdings.ts';
import { covers, productLots, recallLots, recallMovements } from '../../platform/recalls/recall-movements.ts';
import { wholeProduct } from '../../platform/recalls/recall-stock.ts';
import { HttpError } from '../../plugins/errors.ts';
import { pageOffset } from './report-sql.ts';

const destinationLabel = sql.raw(
  `case r.destination ${recallDestinations.map((d) => `when '${d.key}' then '${d.label}'`).join(' ')} end`,
);

/** The report's rows from `moved`, narrowed by the search (product, NDC, lot, recipient or patient). */
function reportRows(f: RecallReportFilters): SQL {
  const term = f.search?.trim();
  const pattern = term ? containsPattern(term) : '';
  const search = term
    ? sql`where r.product_name ilike ${pattern} or r.ndc ilike ${pattern} or r.lot_number ilike ${pattern}
        or r.recipient ilike ${pattern} or r.patient_name ilike ${pattern}`
    : sql``;
  return sql`
    select r.document_id as "documentId",
      to_char(r.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "shippedAt",
      r.site_name as "siteName", r.lot_id as "lotId", r.lot_number as "lotNumber", r.ndc,
      r.product_name as "productName", r.units, r.dispensing_unit as "dispensingUnit", r.destination,
      ${destinationLabel} as "destinationLabel", r.recipient, c.name as "countyName",
      r.patient_name as "patientName", r.patient_key as "patientKey", r.rx_number as "rxNumber",
      r.refill_shipment_id as "refillShipmentId", r.refill_inventory_id as "refillInventoryId",
      r.formula_patient_id as "formulaPatientId", r.occurred_at
    from moved r left join counties c on c.id = r.county_id
    ${search}`;
}

// Newest first, as the recall page lists them.
const orderBy = (row: string) => sql.raw(`${row}occurred_at desc, ${row}"documentId" desc, ${row}"lotId"`);

type Raw = RecallReportRow & { patientKey: string | null; occurred_at: string };
const rowOf = ({ patientKey: _, occurred_at: __, ...row }: Raw): RecallReportRow => row;

/** The recall's particulars when it covers a lot of ours (nor otherwise exists: null). */
export async function coveringRecall(db: Queryable, recallId: number): Promise<RecallSummary | null> {
  const { rows } = await db.execute<RecallSummary>(sql`
    select r.id as "recallId", r.recall_number as "recallNumber", coalesce(r.classification, '') as classification,
      r.status, r.product_description as "productDescription", r.report_date::text as "reportDate"
    from fda_recalls r
    where r.id = ${recallId} and exists (select 1 from ${productLots} where ${covers})`);
  return rows[0] ?? null;
}

/** Every lot the recall covers, those holding units first; a whole-product recall may cover many. */
async function coveredLotsOf(
  db: Queryable,
  recallId: number,
): Promise<{ lots: RecallLot[]; count: number; held: number }> {
  const { rows } = await db.execute<RecallLot & { count: number; held: number }>(sql`
    select st.id as "lotId", s.name as "siteName", p.ndc, st.lot_number as "lotNumber", st.on_hand as "onHand",
      p.dispensing_unit as "dispensingUnit", st.status, st.expiry_date::text as "expiryDate",
      ${lotNamedIn(sql`st.lot_number`, sql`r.code_info`)} as "lotNamed",
      count(*) over ()::int as count, sum(st.on_hand) over ()::int as held
    from ${recallLots}
    join inventory_sites s on s.id = st.inventory_site_id
    where r.id = ${recallId}
    order by st.on_hand > 0 desc, s.name, st.lot_number, st.id
    limit ${recallLotsCap}`);
  return {
    lots: rows.map(({ count: _, held: __, ...lot }) => lot),
    count: rows[0]?.count ?? 0,
    held: rows[0]?.held ?? 0,
  };
}

type Answer = {
  page: Raw[];
  totals: { movements: number; unitsShipped: number; recipients: number; patients: number };
  destinations: { destinationLabel: string; units: number }[];
};

/** GET …/RecallImpact/GetList: the recall, its lots, one page of movements and the totals. */
export async function recallImpactReport(db: Queryable, q: RecallReportQuery): Promise<RecallReportResponse> {
  const recall = await coveringRecall(db, q.recallId);
  if (!recall) throw new HttpError(404, recallReportMessages.notFound);
  const [covered, answer] = await Promise.all([
    coveredLotsOf(db, q.recallId),
    db
      .execute<Answer>(sql`
        with ${recallMovements(q.recallId)},
        rows as materialized (${reportRows(q)}),
        page as (select * from rows order by ${orderBy('')} limit ${q.pageSize} offset ${pageOffset(q)}),
        destinations as (
          select "destinationLabel", sum(units)::int as units from rows group by 1)
        select
          (select coalesce(json_agg(p order by ${orderBy('p.')}), '[]') from page p) as page,
          (select json_build_object('movements', count(*), 'unitsShipped', coalesce(sum(units), 0),
            'recipients', count(distinct (recipient, "countyName")), 'patients', count(distinct "patientKey"))
            from rows) as totals,
          (select coalesce(json_agg(d order by d.units desc, d."destinationLabel"), '[]') from destinations d)
            as destinations`)
      .then(({ rows }) => rows[0]),
  ]);
  const totals = answer?.totals ?? { movements: 0, unitsShipped: 0, recipients: 0, patients: 0 };
  return {
    data: (answer?.page ?? []).map(rowOf),
    totalRecords: totals.movements,
    recall,
    lots: covered.lots,
    totals: {
      ...totals,
      lots: covered.count,
      unitsHeld: covered.held,
      byDestination: answer?.destinations ?? [],
    },
  };
}

/** The export's rows: every movement in the report's order (none for a recall that covers no lot of ours). */
export async function recallImpactExportRows(
  db: Queryable,
  f: RecallReportFilters,
): Promise<RecallReportRow[]> {
  const { rows } = await db.execute<Raw>(
    sql`with ${recallMovements(f.recallId)} select * from (${reportRows(f)}) r order by ${orderBy('')}`,
  );
  return rows.map(rowOf);
}

/**
 * GET …/RecallImpact/GetRecalls: the recalls covering lots of ours, newest report first. The rule is `covers`,
 * evaluated in sets for the whole recall store: recall–product pairs by hash join, the lots a recall names joined
 * on its code info's words, and every lot of a product for a whole-product recall.
 */
export async function recallChoices(db: Queryable): Promise<RecallChoice[]> {
  const { rows } = await db.execute<RecallChoice>(sql`
    with pairs as materialized (${recallProductPairs}),
    recalls as materialized (
      select r.id, ${codeInfoWords(sql`r.code_info`)} as words, ${wholeProduct} as whole
      from fda_recalls r where r.id in (select recall_id from pairs)),
    -- Each recall's products with the words that may name their lots, joined to the lots once: joining the lots
    -- to the products first read every lot of every product (about a million rows on the bench).
    wanted as materialized (
      select x.recall_id, x.product_id, w.word
      from pairs x join recalls r on r.id = x.recall_id and not r.whole
      cross join lateral unnest(r.words) as w(word)),
    covered as (
      select c.recall_id, st.id, st.on_hand
      from wanted c join stock_lots st on st.ndc_product_id = c.product_id and upper(st.lot_number) = c.word
      union
      select x.recall_id, st.id, st.on_hand
      from pairs x join recalls r on r.id = x.recall_id and r.whole
      join stock_lots st on st.ndc_product_id = x.product_id),
    counted as (
      select recall_id, count(*)::int as lots, coalesce(sum(on_hand), 0)::int as units from covered group by 1)
    select r.id as "recallId", r.recall_number as "recallNumber", coalesce(r.classification, '') as classification,
      r.status, r.product_description as "productDescription", r.report_date::text as "reportDate",
      c.lots, c.units as "unitsHeld"
    from counted c join fda_recalls r on r.id = c.recall_id
    order by r.report_date desc nulls last, r.id desc
    limit ${recallChoicesCap}`);
  return rows;
}
