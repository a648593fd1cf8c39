import type { FeedbackReport, FeedbackReportQuery } from '@homer/contracts/help-desk-tickets';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * GET api/HelpDesk/HelpDeskFeedback/GetReport: surveys answered from `from` to `to` (whole UTC days), their
 * average rating and count per month and ticket category, and over the whole range.
 */
export async function feedbackReport(db: Queryable, query: FeedbackReportQuery): Promise<FeedbackReport> {
  const range = sql`f.submitted_at >= ${query.from}::date and f.submitted_at < ${query.to}::date + 1
    and f.rating is not null`;
  const [{ rows }, { rows: overall }] = await Promise.all([
    db.execute<{
      month: string;
      category_id: number;
      category_name: string;
      average: number;
      count: number;
    }>(sql`
      select to_char(date_trunc('month', f.submitted_at at time zone 'UTC'), 'YYYY-MM') as month,
             c.id as category_id, c.name as category_name, avg(f.rating)::float8 as average, count(*)::int as count
      from help_desk_feedback f
      join help_desk_tickets t on t.id = f.help_desk_ticket_id
      join help_desk_categories c on c.id = t.category_id
      where ${range}
      group by 1, c.id, c.name
      order by 1, c.name`),
    db.execute<{ average: number | null; count: number }>(sql`
      select avg(f.rating)::float8 as average, count(*)::int as count from help_desk_feedback f where ${range}`),
  ]);
  return {
    rows: rows.map((r) => ({
      month: r.month,
      categoryId: r.category_id,
      categoryName: r.category_name,
      averageRating: round2(r.average),
      count: r.count,
    })),
    overall: {
      averageRating: overall[0]?.average == null ? null : round2(overall[0].average),
      count: overall[0]?.count ?? 0,
    },
  };
}
