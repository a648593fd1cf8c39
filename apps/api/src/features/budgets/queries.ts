import type { Budget, BudgetListFilters, Fund } from '@homer/contracts/ba-budgets';
import { yesNo } from '@homer/contracts/filters';
import { fiscalYearName } from '@homer/contracts/fiscal-years';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { baPrograms, budgetFigures, budgetFunds, budgets, fiscalYears } from '../../db/schema/ba.ts';

/**
 * Budgets with their figures, fiscal year, programme and funds: one statement, whatever the row count. The
 * figures are stored on the budget row (decision 026), so nothing here sums invoices.
 */
function selectBudgets(db: Queryable, where: SQL) {
  // The funds of the selected budgets in one grouped pass (a correlated subquery per budget, sorting each,
  // cost more than the rest of the statement); the order is restored in toBudgets.
  const fundLists = db
    .select({
      budgetId: budgetFunds.budgetId,
      funds: sql<Fund[]>`json_agg(json_build_object('fundId', ${budgetFunds.id}, 'fundNumber',
        ${budgetFunds.fundNumber}, 'fundName', ${budgetFunds.fundName}))`.as('funds'),
    })
    .from(budgetFunds)
    .where(inArray(budgetFunds.budgetId, db.select({ id: budgets.id }).from(budgets).where(where)))
    .groupBy(budgetFunds.budgetId)
    .as('fund_lists');
  return db
    .select({
      // Only the columns the row needs: drizzle maps every selected value, and this list is read often.
      budget: {
        id: budgets.id,
        name: budgets.name,
        fiscalYearId: budgets.fiscalYearId,
        programId: budgets.programId,
        oca: budgets.oca,
        isActive: budgets.isActive,
        createdAt: budgets.createdAt,
        isLowBudgetLevelPercent: budgets.isLowBudgetLevelPercent,
        lowBudgetLevel: budgets.lowBudgetLevel,
      },
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
      funds: fundLists.funds,
    })
    .from(budgets)
    .innerJoin(budgetFigures, eq(budgetFigures.budgetId, budgets.id))
    .innerJoin(fiscalYears, eq(fiscalYears.id, budgets.fiscalYearId))
    .leftJoin(baPrograms, eq(baPrograms.id, budgets.programId))
    .leftJoin(fundLists, eq(fundLists.budgetId, budgets.id))
    .where(where)
    .orderBy(asc(budgets.name), asc(budgets.id));
}

/**
 * The list is the B&A screens' most frequent call: built once per pool (drizzle's query building showed in
 * profiles) and run as named prepared statements, so PostgreSQL parses and plans it once per connection.
 * A filter left out is a null parameter; budgets are few enough per database that the generic plan is fine.
 */
function perDb<T>(build: (db: Queryable) => T): (db: Queryable) => T {
  const built = new WeakMap<Queryable, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
const isActiveParam = sql.placeholder('isActive');
const fiscalYearIdParam = sql.placeholder('fiscalYearId');
const listFilter = () =>
  sql`(${isActiveParam}::boolean is null or ${budgets.isActive} = ${isActiveParam}::boolean)
      and (${fiscalYearIdParam}::integer is null or ${budgets.fiscalYearId} = ${fiscalYearIdParam}::integer)`;
const listQuery = perDb((db) => selectBudgets(db, listFilter()).prepare('budget_list'));
const byIdQuery = perDb((db) =>
  selectBudgets(db, eq(budgets.id, sql.placeholder('id'))).prepare('budget_by_id'),
);

const byFundId = (a: Fund, b: Fund) => a.fundId - b.fundId;

type BudgetRow = Awaited<ReturnType<ReturnType<typeof selectBudgets>['execute']>>[number];

function toBudgets(rows: BudgetRow[]): Budget[] {
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
    funds: funds ? funds.sort(byFundId) : [],
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
export async function listBudgets(db: Queryable, filters: BudgetListFilters): Promise<Budget[]> {
  return toBudgets(await listQuery(db).execute(listParams(filters)));
}

/** The filters as the statement takes them: a filter left out and its neutral value (fiscal year 0) are one. */
const listParams = (filters: BudgetListFilters) => ({
  isActive: filters.isActive ?? null,
  fiscalYearId: filters.fiscalYearId || null,
});

/** The answer cache's key (decision 080): one per distinct statement parameters, so equal filters share it. */
export function budgetListKey(filters: BudgetListFilters): string {
  const { isActive, fiscalYearId } = listParams(filters);
  return `${isActive}|${fiscalYearId}`;
}

/**
 * The list's statement as SQL with numbered parameters, unprepared: a test lists the tables its plan reads and
 * checks that each announces its changes to the answer cache (migration 0045).
 */
export function budgetListSql(db: Queryable): { sql: string; parameterCount: number } {
  const { sql: text } = selectBudgets(db, listFilter()).toSQL();
  return { sql: text, parameterCount: new Set(text.match(/\$\d+/g)).size };
}

export async function getBudget(db: Queryable, budgetId: number): Promise<Budget | null> {
  const [budget] = toBudgets(await byIdQuery(db).execute({ id: budgetId }));
  return budget ?? null;
}
