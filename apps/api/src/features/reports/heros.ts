import { HerosStatus } from '@homer/contracts/heros';
import type {
  HerosReportFilters,
  HerosReportQuery,
  HerosReportResponse,
  HerosReportRow,
} from '@homer/contracts/programme-reports';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { pageOffset } from './report-sql.ts';

type Figures = Omit<HerosReportRow, 'roundId' | 'roundName' | 'countyId' | 'countyName'>;

const figureKeys = [
  'applications',
  'approvedApplications',
  'pendingApplications',
  'deniedApplications',
  'dosesRequested',
  'dosesApproved',
  'dosesPending',
  'dosesDenied',
] as const satisfies readonly (keyof Figures)[];

const is = (...statuses: number[]) => sql.raw(`a.application_status in (${statuses.join(', ')})`);
const approved = is(HerosStatus.Approved);
const pending = is(HerosStatus.Submitted, HerosStatus.ChangesRequested);
const denied = is(HerosStatus.Denied);

/**
 * Each round and county with its applications and the naloxone doses they ask for, by where the decision stands.
 * The county is the one the agency operates in, where its doses are used. Doses are summed per application first,
 * so an application with several order options counts once.
 */
function reportRows(f: HerosReportFilters): SQL {
  const round = f.roundId ? sql`and a.round_id = ${f.roundId}` : sql``;
  const term = f.search?.trim();
  const search = term ? sql`and c.name ilike ${containsPattern(term)}` : sql``;
  return sql`
    select a.round_id as "roundId", r.name as "roundName", c.id as "countyId", c.name as "countyName",
      count(*)::int as applications,
      count(*) filter (where ${approved})::int as "approvedApplications",
      count(*) filter (where ${pending})::int as "pendingApplications",
      count(*) filter (where ${denied})::int as "deniedApplications",
      coalesce(sum(d.doses), 0)::int as "dosesRequested",
      coalesce(sum(d.doses) filter (where ${approved}), 0)::int as "dosesApproved",
      coalesce(sum(d.doses) filter (where ${pending}), 0)::int as "dosesPending",
      coalesce(sum(d.doses) filter (where ${denied}), 0)::int as "dosesDenied"
    from heros_applications a
    join heros_rounds r on r.id = a.round_id
    join heros_agencies g on g.id = a.agency_id
    join counties c on c.id = g.operation_county_id
    left join (
      select o.application_id, sum(o.doses_requested) as doses
      from heros_application_orders o join heros_applications a on a.id = o.application_id
      where true ${round}
      group by 1
    ) d on d.application_id = a.id
    where true ${round} ${search}
    group by a.round_id, r.name, c.id, c.name`;
}

// Newest round first (rounds are created in order), then counties by name.
const orderBy = (row: string) => sql.raw(`${row}"roundId" desc, ${row}"countyName"`);

type Answer = {
  page: HerosReportRow[];
  rounds: (HerosReportResponse['totals']['byRound'][number] & { rowCount: number })[];
};

/**
 * GET …/Heros/GetList: one page of rows and each round's figures over every county shown (the chart), summed for
 * the totals, in one query that computes the report once.
 */
export async function herosReport(db: Queryable, q: HerosReportQuery): Promise<HerosReportResponse> {
  const sums = figureKeys.map((k) => `sum("${k}")::int as "${k}"`).join(', ');
  const { rows } = await db.execute<Answer>(sql`
    with rows as materialized (${reportRows(q)}),
    by_round as (
      select "roundId", "roundName", ${sql.raw(sums)}, count(*)::int as "rowCount"
      from rows group by 1, 2),
    page as (select * from rows order by ${orderBy('')} limit ${q.pageSize} offset ${pageOffset(q)})
    select
      (select coalesce(json_agg(p order by ${orderBy('p.')}), '[]') from page p) as page,
      (select coalesce(json_agg(b order by b."roundId" desc), '[]') from by_round b) as rounds`);
  const answer = rows[0] ?? { page: [], rounds: [] };
  const byRound = answer.rounds.map(({ rowCount: _, ...r }) => r);
  const totals = Object.fromEntries(
    figureKeys.map((k) => [k, byRound.reduce((total, r) => total + r[k], 0)]),
  ) as Figures;
  return {
    data: answer.page,
    totalRecords: answer.rounds.reduce((total, r) => total + r.rowCount, 0),
    totals: { ...totals, byRound },
  };
}

/** The export's rows: the whole report in its order. */
export async function herosExportRows(db: Queryable, f: HerosReportFilters): Promise<HerosReportRow[]> {
  const { rows } = await db.execute<HerosReportRow>(
    sql`select * from (${reportRows(f)}) r order by ${orderBy('')}`,
  );
  return rows;
}
