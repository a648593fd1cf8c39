import { allows, baAdmin, type ModuleAccess } from '@homer/contracts/access';
import { type Invoice, type InvoiceForm, invoiceMessages } from '@homer/contracts/ba-invoices';
import type { OverCommitValue } from '@homer/contracts/ba-over-commit';
import type { Envelope } from '@homer/contracts/envelope';
import { messages } from '@homer/contracts/messages';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { budgets, invoices, purchaseOrders } from '../../db/schema/ba.ts';
import { facilities } from '../../db/schema/core.ts';
import type { Actor } from '../../db/tx.ts';
import { withLevelNotice } from '../../platform/budgets/level-notice.ts';
import {
  availableBudgetOf,
  checkOverCommit,
  OverCommitted,
  overCommitRefusal,
} from '../../platform/budgets/over-commit.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { findInvoice } from './queries.ts';

const orNull = (text: string | null) => (text ? text : null);

/**
 * Creates (invoiceId 0) or updates an invoice. Spec document 3 §6: 'Create Invoice' belongs to the B&A admin;
 * the route itself admits B&A managers, who edit. The PO, when given, must be one of the budget's own. A save that
 * over-commits the budget needs confirmOverCommit (decision 034); one that takes it below its notification level
 * tells its managers (issue 25).
 */
export async function saveInvoice(
  db: Db,
  config: Config,
  actor: Actor,
  access: readonly ModuleAccess[],
  form: InvoiceForm,
): Promise<Envelope<OverCommitValue | null, Invoice>> {
  if (form.invoiceId === 0 && !allows(baAdmin, access)) throw new HttpError(403, messages.accessDenied);
  try {
    return await saveInTx(db, config, actor, form);
  } catch (error) {
    if (error instanceof OverCommitted) return overCommitRefusal(error);
    throw error;
  }
}

function saveInTx(db: Db, config: Config, actor: Actor, form: InvoiceForm): Promise<Envelope<null, Invoice>> {
  return withLevelNotice(db, config, actor, async (tx, noticeLevel) => {
    let invoiceId = form.invoiceId;
    if (invoiceId !== 0) {
      const [existing] = await tx
        .select({ budgetId: invoices.budgetId })
        .from(invoices)
        .where(eq(invoices.id, invoiceId));
      if (!existing) throw new HttpError(404, invoiceMessages.notFound);
      if (existing.budgetId !== form.budgetId) return refused(invoiceMessages.budgetChanged);
    }
    const [budget] = await tx.select({ id: budgets.id }).from(budgets).where(eq(budgets.id, form.budgetId));
    if (!budget) return refused(invoiceMessages.budgetNotFound);
    if (form.poId !== null) {
      const [po] = await tx
        .select({ budgetId: purchaseOrders.budgetId })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, form.poId));
      if (po?.budgetId !== form.budgetId) return refused(invoiceMessages.poNotInBudget);
    }
    if (form.facilityId !== null) {
      const [facility] = await tx
        .select({ id: facilities.id })
        .from(facilities)
        .where(eq(facilities.id, form.facilityId));
      if (!facility) return refused(invoiceMessages.facilityNotFound);
    }

    const availableBefore = await availableBudgetOf(tx, form.budgetId);
    const values = {
      poId: form.poId,
      invoiceNumber: form.invoiceNumber,
      statusId: form.statusId,
      effectiveDate: orNull(form.effectiveDate),
      requestNumber: orNull(form.requestNumber),
      confirmationNumber: orNull(form.confirmationNumber),
      invoicedAmt: form.invoicedAmt,
      paidAmt: form.paidAmt,
      paymentCrNum: orNull(form.paymentCrNum),
      reconciledAmt: form.reconciledAmt,
      facilityId: form.facilityId,
      notes: orNull(form.notes),
    };
    if (invoiceId === 0) {
      const [row] = await tx
        .insert(invoices)
        .values({ ...values, budgetId: form.budgetId })
        .returning({ id: invoices.id });
      if (!row) throw new Error('invoice insert returned nothing');
      invoiceId = row.id;
    } else {
      await tx.update(invoices).set(values).where(eq(invoices.id, invoiceId));
    }
    await checkOverCommit(tx, form.budgetId, availableBefore, form.confirmOverCommit);
    await noticeLevel(form.budgetId);
    const model = await findInvoice(tx, invoiceId);
    if (!model) throw new Error('saved invoice not found');
    return succeeded({ message: invoiceMessages.saved, model });
  });
}
