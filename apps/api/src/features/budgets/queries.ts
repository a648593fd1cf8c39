import type { Budget, BudgetListFilters, Fund } from '@homer/contracts/ba-budgets';
import { yesNo } from '@homer/contracts/filters';
import { fiscalYearName } from '@homer/contracts/fiscal-years';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { baPrograms, budgetFigures, budgets, fiscalYears } from '../../db/schema/ba.ts';

/** Budgets with their figures, fiscal year, programme and funds: one statement, whatever the row count. */
async function selectBudgets(db: Queryable, where: SQL | undefined): Promise<Budget[]> {
  const rows = await db
    .select({
      budget: budgets,
      figures: {
        allocatedAmt: budgetFigures.allocatedAmt,
        expenditures: budgetFigures.expenditures,
        currentPosValue: budgetFigures.currentPosValue,
        posRemainingBalance: budgetFigures.posRemainingBalance,
        availableBudget: budgetFigures.availableBudget,
        remainingPoPercent: budgetFigures.remainingPoPercent,
        isBudgetBelowNotificationLvl: budgetFigures.isBudgetBelowNotificationLvl,
        isPoBelowNotificationLvl: budgetFigures.isPoBelowNotificationLvl,
      },
      fiscalYear: { startDate: fiscalYears.startDate, endDate: fiscalYears.endDate },
      programName: baPrograms.name,
      funds: sql<Fund[]>`coalesce((
        select json_agg(json_build_object('fundId', f.id, 'fundNumber', f.fund_number, 'fundName', f.fund_name)
                        order by f.id)
        from budget_funds f where f.budget_id = ${budgets.id}), '[]'::json)`,
    })
    .from(budgets)
    .innerJoin(budgetFigures, eq(budgetFigures.budgetId, budgets.id))
    .innerJoin(fiscalYears, eq(fiscalYears.id, budgets.fiscalYearId))
    .leftJoin(baPrograms, eq(baPrograms.id, budgets.programId))
    .where(where)
    .orderBy(asc(budgets.name), asc(budgets.id));
  return rows.map(({ budget: b, figures: f, fiscalYear, programName, funds }) => ({
    budgetId: b.id,
    budgetName: b.name,
    fiscalYearId: b.fiscalYearId,
    fiscalYearStr: fiscalYearName(fiscalYear.startDate, fiscalYear.endDate),
    fiscalYearStart: fiscalYear.startDate,
    fiscalYearEnd: fiscalYear.endDate,
    programId: b.programId,
    programName,
    allocatedAmt: f.allocatedAmt,
    expenditures: f.expenditures,
    availableBudget: f.availableBudget,
    currentPOsValue: f.currentPosValue,
    pOsRemainingBalance: f.posRemainingBalance,
    remainingPoPercent: f.remainingPoPercent,
    oca: b.oca,
    funds,
    isActive: b.isActive,
    isActiveStr: yesNo(b.isActive),
    dateCreated: b.createdAt.toISOString(),
    isLowBudgetLevelPercent: b.isLowBudgetLevelPercent,
    lowBudgetLevel: b.lowBudgetLevel,
    isBudgetBelowNotificationLvl: f.isBudgetBelowNotificationLvl,
    isPOBelowNotificationLvl: f.isPoBelowNotificationLvl,
  }));
}

/**
 * Budget Tracking rows, sorted by name (spec default). One fiscal year's budgets are tens of rows, so the
 * call returns them all, as the spec's GetBudgetList does, and the list pages them in the browser.
 */
export function listBudgets(db: Queryable, filters: BudgetListFilters): Promise<Budget[]> {
  return selectBudgets(
    db,
    and(
      filters.isActive === null || filters.isActive === undefined
        ? undefined
        : eq(budgets.isActive, filters.isActive),
      filters.fiscalYearId ? eq(budgets.fiscalYearId, filters.fiscalYearId) : undefined,
    ),
  );
}

export async function getBudget(db: Queryable, budgetId: number): Promise<Budget | null> {
  const [budget] = await selectBudgets(db, eq(budgets.id, budgetId));
  return budget ?? null;
}
