import type { OverCommitValue } from '@homer/contracts/ba-over-commit';
import {
  purchaseOrderMessages as m,
  type PoForm,
  type PurchaseOrder,
} from '@homer/contracts/ba-purchase-orders';
import type { Envelope } from '@homer/contracts/envelope';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db } from '../../db/pool.ts';
import { purchaseOrders } from '../../db/schema/ba.ts';
import type { Actor } from '../../db/tx.ts';
import { withLevelNotice } from '../../platform/budgets/level-notice.ts';
import {
  availableBudgetOf,
  checkOverCommit,
  OverCommitted,
  overCommitRefusal,
} from '../../platform/budgets/over-commit.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { findBudgetState, findDuplicateNumber, findPurchaseOrderRow, getPurchaseOrder } from './queries.ts';

/**
 * Creates (poId 0) or edits a PO. New POs need an existing, active budget; an existing PO stays on its budget
 * (its invoices belong to that budget). Number + line are unique per budget. A save that over-commits the budget
 * needs confirmOverCommit (decision 034); one that takes it below its notification level tells its managers
 * (issue 25).
 */
export async function savePurchaseOrder(
  db: Db,
  config: Config,
  actor: Actor,
  form: PoForm,
): Promise<Envelope<OverCommitValue | null, PurchaseOrder>> {
  try {
    return await withLevelNotice(db, config, actor, async (tx, noticeLevel) => {
      const existing = form.poId === 0 ? null : await findPurchaseOrderRow(tx, form.poId);
      if (form.poId !== 0 && !existing) throw new HttpError(404, m.notFound);
      if (existing && existing.budgetId !== form.budgetId) return refused(m.budgetChanged);
      if (!existing) {
        const budget = await findBudgetState(tx, form.budgetId);
        if (!budget) throw new HttpError(404, m.budgetNotFound);
        if (!budget.isActive) return refused(m.budgetInactive);
      }
      if (await findDuplicateNumber(tx, form.poId, form.budgetId, form.poNumber, form.lineNumber)) {
        return refused(m.duplicateNumber);
      }
      const availableBefore = await availableBudgetOf(tx, form.budgetId);
      const values = {
        poNumber: form.poNumber,
        lineNumber: form.lineNumber,
        vendorName: form.vendorName,
        poValue: form.poValue,
        purchaseReqNumber: form.purchaseReqNumber,
        purchaseReqPeriod: form.purchaseReqPeriod,
        isActive: form.isActive ?? existing?.isActive ?? true,
      };
      const [row] = existing
        ? await tx
            .update(purchaseOrders)
            .set(values)
            .where(eq(purchaseOrders.id, existing.id))
            .returning({ id: purchaseOrders.id })
        : await tx
            .insert(purchaseOrders)
            .values({ ...values, budgetId: form.budgetId })
            .returning({ id: purchaseOrders.id });
      await checkOverCommit(tx, form.budgetId, availableBefore, form.confirmOverCommit);
      await noticeLevel(form.budgetId);
      const model = row && (await getPurchaseOrder(tx, row.id));
      if (!model) throw new Error('purchase order save returned nothing');
      return succeeded({ message: m.saved, model });
    });
  } catch (error) {
    if (error instanceof OverCommitted) return overCommitRefusal(error);
    // Two saves racing past the duplicate check: the unique index decides, and the loser gets the same message.
    if (pgErrorCode(error) === '23505') return refused(m.duplicateNumber);
    throw error;
  }
}

/**
 * Deletes a PO that has no invoices (spec §5; journal entries do not exist yet). Its remaining balance returns to
 * the budget, which may take it back above its notification level, so that the next crossing is told again.
 */
export async function deletePurchaseOrder(
  db: Db,
  config: Config,
  actor: Actor,
  poId: number,
): Promise<Envelope<null, null>> {
  try {
    return await withLevelNotice(db, config, actor, async (tx, noticeLevel) => {
      const po = await getPurchaseOrder(tx, poId);
      if (!po) throw new HttpError(404, m.notFound);
      if (!po.canDelete) return refused(m.hasInvoices);
      await tx.delete(purchaseOrders).where(eq(purchaseOrders.id, poId));
      await noticeLevel(po.budgetId);
      return succeeded({ message: m.deleted });
    });
  } catch (error) {
    // An invoice added to the PO after the check: its foreign key refuses the delete.
    if (pgErrorCode(error) === '23503') return refused(m.hasInvoices);
    throw error;
  }
}
