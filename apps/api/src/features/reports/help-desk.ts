import type {
  HelpDeskReportFilters,
  HelpDeskReportQuery,
  HelpDeskReportResponse,
  HelpDeskReportRow,
} from '@homer/contracts/programme-reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import {
  businessCalendar,
  clockPosition,
  dueAt,
  dueOn,
  programmeZone,
} from '../../platform/time/business-clock.ts';
import { pageOffset, withinDays } from './report-sql.ts';

type Figures = Omit<HelpDeskReportRow, 'month' | 'categoryId' | 'categoryName'>;

/** The programme's month of instant `column`: the help desk works, and its SLA clocks run, in the programme's days. */
const monthOf = (column: string) =>
  sql`to_char(date_trunc('month', ${sql.raw(column)} at time zone ${programmeZone}), 'YYYY-MM')`;
/** Instants of `column` within the period's days, in the programme's zone. */
const inPeriod = (column: string, f: HelpDeskReportFilters) => withinDays(column, f, programmeZone);

/**
 * Each month and category of the period with its figures: tickets opened then (with the outcome of their SLA
 * clocks, as the queue's slaColumns count them: due in business hours of the programme's calendar, here computed for
 * every ticket at once by the business clock; the first-response clock stopped by the first staff reply or by
 * resolution), tickets resolved then, and surveys answered then.
 * Drafts are no one's ticket yet and are left out. A clock still running within its time is not yet measured.
 */
function reportRows(f: HelpDeskReportFilters): SQL {
  const category = f.categoryId ? sql`and t.category_id = ${f.categoryId}` : sql``;
  // The calendar reaches from before the first ticket's local day to past the latest due time a priority allows.
  const calendar = businessCalendar(
    sql`${f.from}::date - 2`,
    sql`${f.to}::date + (select ceil(max(greatest(first_response_hours, resolution_hours)) / 24.0)::int * 2 + 30
      from help_desk_priorities)`,
  );
  return sql`
    with ${calendar},
    tickets as (
      select t.created_at, t.category_id, coalesce(t.first_responded_at, t.resolved_at) as answered_at,
        t.resolved_at, p.first_response_hours, p.resolution_hours, t.created_at at time zone ${programmeZone} as local
      from help_desk_tickets t join help_desk_priorities p on p.id = t.priority_id
      where t.status <> 'Draft' and ${inPeriod('t.created_at', f)} ${category}),
    positioned as (
      select k.*, ${clockPosition('c', 'k.local')} as start_s from tickets k join calendar c on c.day = k.local::date),
    clocks as (
      select x.created_at, x.category_id, x.answered_at, x.resolved_at,
        case when x.first_response_hours <= 0 then x.created_at
          else ${dueAt('a', 'x.start_s + x.first_response_hours * 3600')} end as answer_due,
        case when x.resolution_hours <= 0 then x.created_at
          else ${dueAt('r', 'x.start_s + x.resolution_hours * 3600')} end as resolution_due
      from positioned x
      left join calendar a on ${dueOn('a', 'x.start_s + x.first_response_hours * 3600')}
      left join calendar r on ${dueOn('r', 'x.start_s + x.resolution_hours * 3600')}),
    opened as (
      select ${monthOf('created_at')} as month, category_id, count(*) as opened,
        count(*) filter (where answered_at <= answer_due) as first_response_met,
        count(*) filter (where answered_at is not null or now() > answer_due) as first_response_measured,
        count(*) filter (where resolved_at <= resolution_due) as resolution_met,
        count(*) filter (where resolved_at is not null or now() > resolution_due) as resolution_measured
      from clocks group by 1, 2),
    resolved as (
      select ${monthOf('t.resolved_at')} as month, t.category_id, count(*) as resolved
      from help_desk_tickets t
      -- Resolved after it was created: tickets created after the period cannot count.
      where t.status <> 'Draft' and ${inPeriod('t.resolved_at', f)}
        and t.created_at < (${f.to}::date + 1)::timestamp at time zone ${programmeZone} ${category}
      group by 1, 2),
    surveyed as (
      select ${monthOf('s.submitted_at')} as month, t.category_id, count(*) as surveys,
        sum(s.rating) as rating_sum
      from help_desk_feedback s join help_desk_tickets t on t.id = s.help_desk_ticket_id
      where s.rating is not null and ${inPeriod('s.submitted_at', f)} ${category}
      group by 1, 2)
    select k.month, k.category_id as "categoryId", c.name as "categoryName",
      coalesce(o.opened, 0)::int as opened, coalesce(r.resolved, 0)::int as resolved,
      coalesce(o.first_response_met, 0)::int as "firstResponseMet",
      coalesce(o.first_response_measured, 0)::int as "firstResponseMeasured",
      coalesce(o.resolution_met, 0)::int as "resolutionMet",
      coalesce(o.resolution_measured, 0)::int as "resolutionMeasured",
      coalesce(s.surveys, 0)::int as surveys, coalesce(s.rating_sum, 0)::int as "ratingSum"
    from (select month, category_id from opened union select month, category_id from resolved
          union select month, category_id from surveyed) k
    join help_desk_categories c on c.id = k.category_id
    left join opened o on o.month = k.month and o.category_id = k.category_id
    left join resolved r on r.month = k.month and r.category_id = k.category_id
    left join surveyed s on s.month = k.month and s.category_id = k.category_id`;
}

const orderBy = (row: string) => sql.raw(`${row}month, ${row}"categoryName"`);

/** Figures as summed: a rating's sum, averaged to two decimals where it is shown. */
type Summed = Omit<Figures, 'averageRating'> & { ratingSum: number };
type Raw = Omit<HelpDeskReportRow, 'averageRating'> & { ratingSum: number };

const averaged = <T extends Summed>({ ratingSum, ...r }: T) => ({
  ...r,
  averageRating: r.surveys === 0 ? null : Math.round((ratingSum / r.surveys) * 100) / 100,
});

const figureKeys = [
  'opened',
  'resolved',
  'firstResponseMet',
  'firstResponseMeasured',
  'resolutionMet',
  'resolutionMeasured',
  'surveys',
  'ratingSum',
] as const satisfies readonly (keyof Summed)[];

function summed(rows: readonly Summed[]): Summed {
  const total = Object.fromEntries(figureKeys.map((k) => [k, 0])) as Summed;
  for (const row of rows) for (const k of figureKeys) total[k] += row[k];
  return total;
}

type Answer = { page: Raw[]; months: (Summed & { month: string; rowCount: number })[] };

/**
 * GET …/HelpDesk/GetList: one page of rows and each month's figures over every category (the chart), summed for the
 * totals, in one query that computes the report once.
 */
export async function helpDeskReport(db: Queryable, q: HelpDeskReportQuery): Promise<HelpDeskReportResponse> {
  const sums = figureKeys.map((k) => `sum("${k}")::int as "${k}"`).join(', ');
  const { rows } = await db.execute<Answer>(sql`
    with rows as materialized (${reportRows(q)}),
    by_month as (select month, ${sql.raw(sums)}, count(*)::int as "rowCount" from rows group by month),
    page as (select * from rows order by ${orderBy('')} limit ${q.pageSize} offset ${pageOffset(q)})
    select
      (select coalesce(json_agg(p order by ${orderBy('p.')}), '[]') from page p) as page,
      (select coalesce(json_agg(m order by m.month), '[]') from by_month m) as months`);
  const answer = rows[0] ?? { page: [], months: [] };
  const byMonth = answer.months.map(({ rowCount: _, ...m }) => averaged(m));
  return {
    data: answer.page.map(averaged),
    totalRecords: answer.months.reduce((total, m) => total + m.rowCount, 0),
    totals: { ...averaged(summed(answer.months)), byMonth },
  };
}

/** The export's rows: the whole report in its order. */
export async function helpDeskExportRows(
  db: Queryable,
  f: HelpDeskReportFilters,
): Promise<HelpDeskReportRow[]> {
  const { rows } = await db.execute<Raw>(sql`select * from (${reportRows(f)}) r order by ${orderBy('')}`);
  return rows.map(averaged);
}
