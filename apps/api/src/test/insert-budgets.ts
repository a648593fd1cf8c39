import type { Db } from '../db/pool.ts';
import { budgets, fiscalYears } from '../db/schema/ba.ts';

type BudgetRow = Omit<typeof budgets.$inferInsert, 'fiscalYearId'>;
type FiscalYearRow = Partial<typeof fiscalYears.$inferInsert>;

/**
 * One fiscal year (FY26/27 unless told otherwise) holding the given budgets; ids come back in the order the
 * rows were given.
 */
export async function insertBudgets(db: Db, rows: BudgetRow[], fiscalYear: FiscalYearRow = {}) {
  const [year] = await db
    .insert(fiscalYears)
    .values({ startDate: '2026-07-01', endDate: '2027-06-30', ...fiscalYear })
    .returning({ id: fiscalYears.id });
  if (!year) throw new Error('fiscal year insert returned nothing');
  const inserted = await db
    .insert(budgets)
    .values(rows.map((row) => ({ ...row, fiscalYearId: year.id })))
    .returning({ id: budgets.id });
  return { fiscalYearId: year.id, budgetIds: inserted.map((row) => row.id) };
}
