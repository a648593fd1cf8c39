import { Module } from '@homer/contracts/access';
import {
  type RepackYieldFilters,
  type RepackYieldQuery,
  type RepackYieldResponse,
  type RepackYieldRow,
  stockLedgerExportQuerySchema,
} from '@homer/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idArray } from '../../db/id-array.ts';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { facilityScope, type ScopedUser } from '../../platform/auth/facility-scope.ts';
import { pageOffset, withinDays } from './report-sql.ts';

/** Whose jobs the caller reads: the facilities' ids, or null for every facility (a CI SystemAdmin). */
export type RepackScope = { facilityIds: number[] | null };
/** A CI user reads the jobs of their own facilities, as on the repack screens; a CI SystemAdmin every one. */
export async function repackScope(db: Queryable, user: ScopedUser): Promise<RepackScope> {
  const scope = await facilityScope(db, user, Module.CI);
  return { facilityIds: scope.all ? null : scope.facilityIds };
}

/** The export's filters: the report's, and the scope the link was signed with (never taken from the caller). */
export const repackYieldExportFilters = stockLedgerExportQuerySchema.and(
  z.object({ facilityIds: z.array(z.number().int()).nullable() }),
);

/** Units that became cards over units taken, in percent to one decimal (null when nothing was taken). */
const yieldOf = (cards: SQL, taken: SQL) =>
  sql`case when ${taken} > 0 then round(${cards} * 100.0 / ${taken}, 1)::float8 end`;

/**
 * Repack jobs completed over [from, to] (UTC days, as the ledger counts them), whatever became of them since
 * (pending verification, released or rejected): cards made, the bulk units taken from their source lots, waste,
 * samples, yield, and the lot made with its beyond-use date. The search names either product (name or NDC) or
 * the lot made.
 */
function repackRows(f: RepackYieldFilters & RepackScope): SQL {
  const term = f.search?.trim();
  const pattern = term ? containsPattern(term) : '';
  return sql`
    select j.id as "jobId", j.inventory_site_id as "siteId", s.name as "siteName", j.status,
      to_char(j.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "completedAt",
      sp.ndc as "sourceNdc", sp.product_name as "sourceName", sp.dispensing_unit as "sourceUnit", op.ndc as "outputNdc", op.product_name as "outputName",
      j.count_per_card as "countPerCard", j.planned_cards as "plannedCards", l.lot_number as "lotNumber",
      j.beyond_use_date::text as "beyondUseDate", coalesce(j.actual_cards, 0) as cards,
      coalesce(u.taken, 0)::int as "unitsTaken", coalesce(j.waste_units, 0) as "wasteUnits",
      coalesce(j.sample_units, 0) as "sampleUnits",
      ${yieldOf(sql`coalesce(j.actual_cards, 0) * j.count_per_card`, sql`u.taken`)} as "yieldPercent"
    from repack_jobs j
    join inventory_sites s on s.id = j.inventory_site_id
    join ndc_products sp on sp.id = j.source_product_id
    join ndc_products op on op.id = j.output_product_id
    left join stock_lots l on l.id = j.lot_id
    left join lateral (select sum(x.used) as taken from repack_job_sources x where x.job_id = j.id) u on true
    where ${withinDays('j.completed_at', f)}
      ${f.siteId ? sql`and j.inventory_site_id = ${f.siteId}` : sql``}
      ${f.facilityIds ? sql`and s.facility_id = any(${idArray(f.facilityIds)})` : sql``}
      ${
        term
          ? sql`and (sp.ndc ilike ${pattern} or sp.product_name ilike ${pattern} or op.ndc ilike ${pattern}
            or op.product_name ilike ${pattern} or l.lot_number ilike ${pattern})`
          : sql``
      }`;
}

const orderBy = (row: string) => sql.raw(`${row}"completedAt" desc, ${row}"jobId" desc`);

type Totals = {
  jobs: number;
  cards: number;
  cardUnits: number;
  taken: number;
  waste: number;
  samples: number;
};
type Answer = { page: RepackYieldRow[]; totals: Totals };

/**
 * GET …/RepackYield/GetList: newest completion first, with every job's figures summed (all pages), in one query
 * that computes the report once.
 */
export async function repackYieldReport(
  db: Queryable,
  q: RepackYieldQuery & RepackScope,
): Promise<RepackYieldResponse> {
  const { rows } = await db.execute<Answer>(sql`
    with rows as materialized (${repackRows(q)}),
    page as (select * from rows order by ${orderBy('')} limit ${q.pageSize} offset ${pageOffset(q)})
    select
      (select coalesce(json_agg(p order by ${orderBy('p.')}), '[]') from page p) as page,
      (select json_build_object('jobs', count(*), 'cards', coalesce(sum(cards), 0),
        'cardUnits', coalesce(sum(cards * "countPerCard"), 0), 'taken', coalesce(sum("unitsTaken"), 0),
        'waste', coalesce(sum("wasteUnits"), 0), 'samples', coalesce(sum("sampleUnits"), 0)) from rows) as totals`);
  const answer = rows[0];
  const t = answer?.totals ?? { jobs: 0, cards: 0, cardUnits: 0, taken: 0, waste: 0, samples: 0 };
  return {
    data: answer?.page ?? [],
    totalRecords: t.jobs,
    totals: {
      jobs: t.jobs,
      cards: t.cards,
      unitsTaken: t.taken,
      wasteUnits: t.waste,
      sampleUnits: t.samples,
      yieldPercent: t.taken > 0 ? Math.round((t.cardUnits * 1000) / t.taken) / 10 : null,
    },
  };
}

/** The export's rows: the whole report in its order. */
export async function repackYieldExportRows(
  db: Queryable,
  f: RepackYieldFilters & RepackScope,
): Promise<RepackYieldRow[]> {
  const { rows } = await db.execute<RepackYieldRow>(
    sql`select * from (${repackRows(f)}) r order by ${orderBy('')}`,
  );
  return rows;
}
