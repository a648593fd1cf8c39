import { allows, baAdmin, type ModuleAccess } from '@homer/contracts/access';
import { type Budget, type BudgetForm, budgetMessages } from '@homer/contracts/ba-budgets';
import type { OverCommitValue } from '@homer/contracts/ba-over-commit';
import { baProgramMessages } from '@homer/contracts/ba-programs';
import type { Envelope } from '@homer/contracts/envelope';
import { fiscalYearMessages } from '@homer/contracts/fiscal-years';
import { messages } from '@homer/contracts/messages';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db, Queryable } from '../../db/pool.ts';
import { baPrograms, budgetFunds, budgets, fiscalYears } from '../../db/schema/ba.ts';
import type { Actor } from '../../db/tx.ts';
import { withLevelNotice } from '../../platform/budgets/level-notice.ts';
import {
  availableBudgetOf,
  checkOverCommit,
  OverCommitted,
  overCommitRefusal,
} from '../../platform/budgets/over-commit.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { getBudget } from './queries.ts';

/** Thrown inside the transaction so it rolls back, then answered as a refusal envelope. */
class Refusal extends Error {}

/**
 * PUT api/BA/SaveBudget. budgetId 0 creates a budget from its name and fiscal year (B&A admin only), active and
 * with the spec's default low-budget level of 10 percent. Otherwise the figures a B&A manager keeps are updated;
 * the name and fiscal year stay as created (the detail page shows them read-only). Fields left out of the body
 * keep their value, so the list's inline allocation edit sends only the allocation. Lowering an allocation below
 * what is committed needs confirmOverCommit (decision 034). A new allocation or level that puts the budget below
 * its notification level tells its managers (issue 25).
 */
export async function saveBudget(
  db: Db,
  config: Config,
  actor: Actor,
  access: readonly ModuleAccess[],
  form: BudgetForm,
): Promise<Envelope<OverCommitValue | null, Budget>> {
  if (form.budgetId === 0 && !allows(baAdmin, access)) {
    throw new HttpError(403, messages.accessDenied);
  }
  try {
    return await withLevelNotice(db, config, actor, async (tx, noticeLevel) => {
      const budgetId = form.budgetId === 0 ? await createBudget(tx, form) : await updateBudget(tx, form);
      await noticeLevel(budgetId);
      const model = await getBudget(tx, budgetId);
      if (!model) throw new Error('saved budget not found');
      return succeeded({
        message: form.budgetId === 0 ? budgetMessages.created : budgetMessages.saved,
        model,
      });
    });
  } catch (error) {
    if (error instanceof Refusal) return refused(error.message);
    if (error instanceof OverCommitted) return overCommitRefusal(error);
    // Two people creating the same name at once: the unique index decides, and the loser is told why.
    if (pgErrorCode(error) === '23505') return refused(budgetMessages.duplicateName);
    throw error;
  }
}

async function createBudget(tx: Queryable, form: BudgetForm): Promise<number> {
  if (form.fiscalYearId === 0) throw new Refusal(budgetMessages.fiscalYearMissing);
  const [fiscalYear] = await tx
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(eq(fiscalYears.id, form.fiscalYearId));
  if (!fiscalYear) throw new Refusal(fiscalYearMessages.notFound);
  const [duplicate] = await tx
    .select({ id: budgets.id })
    .from(budgets)
    .where(
      and(
        eq(budgets.fiscalYearId, form.fiscalYearId),
        eq(sql`lower(${budgets.name})`, form.budgetName.toLowerCase()),
      ),
    )
    .limit(1);
  if (duplicate) throw new Refusal(budgetMessages.duplicateName);
  const [row] = await tx
    .insert(budgets)
    .values({
      name: form.budgetName,
      fiscalYearId: form.fiscalYearId,
      isActive: true,
      lowBudgetLevel: '10',
      isLowBudgetLevelPercent: true,
    })
    .returning({ id: budgets.id });
  if (!row) throw new Error('budget insert returned nothing');
  return row.id;
}

async function updateBudget(tx: Queryable, form: BudgetForm): Promise<number> {
  const [existing] = await tx
    .select({ id: budgets.id, programId: budgets.programId })
    .from(budgets)
    .where(eq(budgets.id, form.budgetId))
    .for('update');
  if (!existing) throw new HttpError(404, budgetMessages.notFound);
  const availableBefore = await availableBudgetOf(tx, existing.id);
  if (form.programId && form.programId !== existing.programId) {
    const [program] = await tx
      .select({ id: baPrograms.id })
      .from(baPrograms)
      .where(eq(baPrograms.id, form.programId));
    if (!program) throw new Refusal(baProgramMessages.notFound);
  }
  const changes: Partial<typeof budgets.$inferInsert> = {};
  if (form.allocatedAmt !== undefined) changes.allocatedAmt = form.allocatedAmt;
  if (form.oca !== undefined) changes.oca = form.oca || null;
  if (form.programId !== undefined) changes.programId = form.programId;
  if (form.lowBudgetLevel !== undefined) changes.lowBudgetLevel = form.lowBudgetLevel;
  if (form.isLowBudgetLevelPercent !== undefined)
    changes.isLowBudgetLevelPercent = form.isLowBudgetLevelPercent;
  if (form.isActive !== undefined) changes.isActive = form.isActive;
  if (Object.keys(changes).length > 0)
    await tx.update(budgets).set(changes).where(eq(budgets.id, existing.id));
  if (form.funds) await replaceFunds(tx, existing.id, form.funds);
  await checkOverCommit(tx, existing.id, availableBefore, form.confirmOverCommit);
  return existing.id;
}

/**
 * The funds become exactly the list sent: rows named by a fundId of this budget are updated in place (so the
 * audit shows what changed), the others inserted, and the budget's funds not in the list deleted.
 */
async function replaceFunds(tx: Queryable, budgetId: number, funds: NonNullable<BudgetForm['funds']>) {
  const current = await tx
    .select({ id: budgetFunds.id })
    .from(budgetFunds)
    .where(eq(budgetFunds.budgetId, budgetId));
  const currentIds = new Set(current.map((f) => f.id));
  const kept = funds.filter((f) => currentIds.has(f.fundId));
  const keptIds = kept.map((f) => f.fundId);
  await tx
    .delete(budgetFunds)
    .where(
      and(
        eq(budgetFunds.budgetId, budgetId),
        keptIds.length > 0 ? notInArray(budgetFunds.id, keptIds) : undefined,
      ),
    );
  for (const fund of kept) {
    await tx
      .update(budgetFunds)
      .set({ fundNumber: fund.fundNumber, fundName: fund.fundName })
      .where(and(eq(budgetFunds.id, fund.fundId), eq(budgetFunds.budgetId, budgetId)));
  }
  const added = funds.filter((f) => !currentIds.has(f.fundId));
  if (added.length > 0) {
    await tx
      .insert(budgetFunds)
      .values(added.map((f) => ({ budgetId, fundNumber: f.fundNumber, fundName: f.fundName })));
  }
}
