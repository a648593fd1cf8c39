import type { Envelope } from '@homer/contracts/envelope';
import { type FiscalYear, type FiscalYearForm, fiscalYearMessages } from '@homer/contracts/fiscal-years';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { fiscalYears } from '../../db/schema/ba.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { findFiscalYear, findOverlap, toFiscalYear } from './queries.ts';

/** Creates (id 0) or updates a fiscal year; making it current un-marks the previous current year. */
export async function saveFiscalYear(
  db: Db,
  actor: Actor,
  form: FiscalYearForm,
): Promise<Envelope<null, FiscalYear>> {
  return withTx(db, actor, async (tx) => {
    const existing = form.fiscalYearId === 0 ? null : await findFiscalYear(tx, form.fiscalYearId);
    if (form.fiscalYearId !== 0 && !existing) throw new HttpError(404, fiscalYearMessages.notFound);
    if (existing && !existing.isActive && form.isCurrent)
      return refused(fiscalYearMessages.currentMustBeActive);
    if (await findOverlap(tx, form.fiscalYearId, form.startDate, form.endDate))
      return refused(fiscalYearMessages.overlaps);
    if (form.isCurrent) {
      await tx.update(fiscalYears).set({ isCurrent: false }).where(eq(fiscalYears.isCurrent, true));
    }
    const values = { startDate: form.startDate, endDate: form.endDate, isCurrent: form.isCurrent };
    const [row] = existing
      ? await tx.update(fiscalYears).set(values).where(eq(fiscalYears.id, existing.id)).returning()
      : await tx.insert(fiscalYears).values(values).returning();
    if (!row) throw new Error('fiscal year save returned nothing');
    return succeeded({ message: fiscalYearMessages.saved, model: toFiscalYear(row) });
  });
}

/** Toggles isActive; a deactivated year stops being the current one. */
export async function toggleFiscalYearActive(db: Db, actor: Actor, id: number) {
  return withTx(db, actor, async (tx) => {
    const existing = await findFiscalYear(tx, id);
    if (!existing) throw new HttpError(404, fiscalYearMessages.notFound);
    const isActive = !existing.isActive;
    if (isActive && (await findOverlap(tx, id, existing.startDate, existing.endDate))) {
      return refused(fiscalYearMessages.overlaps);
    }
    await tx
      .update(fiscalYears)
      .set({ isActive, isCurrent: isActive ? existing.isCurrent : false })
      .where(eq(fiscalYears.id, id));
    return succeeded({
      message: isActive ? fiscalYearMessages.activated : fiscalYearMessages.deactivated,
      model: { isActive },
    });
  });
}
