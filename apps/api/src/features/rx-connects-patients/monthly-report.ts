import {
  rxPatientMessages as m,
  type RxMonthlyReport,
  type RxMonthlyReportQuery,
} from '@homer/contracts/rx-connects-patients';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { HttpError } from '../../plugins/errors.ts';
import { type RepositoryScope, requireRepository } from './repository-scope.ts';

type Dispensed = RxMonthlyReport['dispensed'][number];
type Received = RxMonthlyReport['received'][number];

/** The 5th of the month after `month` (YYYY-MM): when a repository's report is due. */
export function reportDueBy(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return `${next}-05`;
}

/**
 * GET …/Reports/MonthlyDispensing: what a repository dispensed (from the ledger: the shipment documents of its
 * dispensings) and received (its inspected donations) in a month of the programme's calendar. Counts of patients,
 * no names: the report goes to the programme, not into a patient's record.
 */
export async function monthlyReport(
  db: Queryable,
  scope: RepositoryScope,
  query: RxMonthlyReportQuery,
): Promise<RxMonthlyReport> {
  requireRepository(scope, query.repositoryId);
  const { rows: repositories } = await db.execute<{ name: string }>(sql`
    select name from rx_connects_repositories where id = ${query.repositoryId}`);
  const repository = repositories[0];
  if (!repository) throw new HttpError(404, m.repositoryNotFound);
  const first = `${query.month}-01`;
  const zone = sql`(select c.time_zone from program_calendar c where c.id = 1)`;
  // The month's instants in the programme's calendar, as the dispensings' times are compared with them.
  const dispensedInMonth = sql`x.repository_id = ${query.repositoryId}
    and x.dispensed_at >= (${first}::date)::timestamp at time zone ${zone}
    and x.dispensed_at < ((${first}::date + interval '1 month')::timestamp at time zone ${zone})`;
  const [dispensed, received, patients] = await Promise.all([
    db.execute<Dispensed>(sql`
      select p.product_name as "productName", p.ndc, p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize",
        (-sum(mv.quantity))::int as units, count(distinct x.application_id)::int as patients,
        count(distinct x.id)::int as dispensings
      from rx_dispensings x
      join stock_documents doc on doc.demand_kind = 'rx_dispensing' and doc.demand_id = x.id and doc.kind = 'shipment'
      join stock_movements mv on mv.document_id = doc.id
      join stock_lots l on l.id = mv.lot_id
      join ndc_products p on p.id = l.ndc_product_id
      where ${dispensedInMonth}
      group by p.id order by p.product_name, p.id`),
    db.execute<Received>(sql`
      select p.product_name as "productName", p.ndc, p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize",
        sum(x.quantity - x.rejected)::int as accepted, sum(x.rejected)::int as rejected
      from rx_donations d
      join rx_donation_lines x on x.donation_id = d.id
      join ndc_products p on p.id = x.ndc_product_id
      where d.repository_id = ${query.repositoryId}
        and d.received_on >= ${first}::date and d.received_on < ${first}::date + interval '1 month'
      group by p.id order by p.product_name, p.id`),
    db.execute<{ patients: number }>(sql`
      select count(distinct x.application_id)::int as patients from rx_dispensings x where ${dispensedInMonth}`),
  ]);
  const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    repositoryName: repository.name,
    month: query.month,
    dueBy: reportDueBy(query.month),
    dispensed: dispensed.rows,
    received: received.rows,
    totals: {
      patients: patients.rows[0]?.patients ?? 0,
      unitsDispensed: sum(dispensed.rows, (row) => row.units),
      unitsAccepted: sum(received.rows, (row) => row.accepted),
      unitsRejected: sum(received.rows, (row) => row.rejected),
    },
  };
}
