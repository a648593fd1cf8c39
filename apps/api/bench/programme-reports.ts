import { programmeReportPaths as paths } from '@homer/contracts/programme-reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import type { GoalRow } from './goal-row.ts';
import { benchTickets, ensureTickets } from './help-desk-tickets.ts';
import { benchApplications, ensureApplications } from './heros-applications.ts';
import { day, firstPages } from './reports.ts';

/**
 * Issue 32's programme reports (decision 115) on the list benches' data (filled here when missing): 100,000 help-desk
 * tickets over three years, whose SLA clocks are computed per ticket in business hours, and 100,000 HEROS
 * applications.
 */
export async function benchProgrammeReports(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
}): Promise<GoalRow[]> {
  const { db, base, headers } = options;
  const agentId = (await db.execute<{ id: number }>(sql`select min(id) as id from users`)).rows[0]?.id ?? 0;
  await ensureTickets(db, benchTickets, agentId);
  await ensureApplications(db, benchApplications);
  const roundId =
    (await db.execute<{ id: number }>(sql`select max(id) as id from heros_rounds`)).rows[0]?.id ?? 0;
  return firstPages(base, headers, [
    ['help desk report: last 30 days', `${paths.helpDesk}?pageSize=50&from=${day(-30)}&to=${day(0)}`],
    ['help desk report: a year', `${paths.helpDesk}?pageSize=50&from=${day(-365)}&to=${day(0)}`],
    ['HEROS report: every round', `${paths.heros}?pageSize=50`],
    ['HEROS report: one round', `${paths.heros}?pageSize=50&roundId=${roundId}`],
  ]);
}
