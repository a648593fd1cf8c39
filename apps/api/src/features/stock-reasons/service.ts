import type { Envelope } from '@homer/contracts/envelope';
import {
  isSystemStockReason,
  stockReasonMessages as m,
  type StockReasonAdd,
  type StockReasonRename,
  type StockReasonRow,
  type StockReasonSetActive,
} from '@homer/contracts/stock-reasons';
import { eq } from 'drizzle-orm';
import { pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db } from '../../db/pool.ts';
import { stockReasons } from '../../db/schema/stock.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { findStockReason } from './queries.ts';

type ReasonEnvelope = Envelope<null, StockReasonRow>;

async function answer(db: Db, code: string, message: string): Promise<ReasonEnvelope> {
  const model = await findStockReason(db, code);
  if (!model) throw new HttpError(404, m.notFound);
  return succeeded({ message, model });
}

/** A new reason; the primary key, not a check before writing, refuses a code already taken. */
export async function addStockReason(db: Db, actor: Actor, form: StockReasonAdd): Promise<ReasonEnvelope> {
  try {
    await withTx(db, actor, (tx) => tx.insert(stockReasons).values(form));
  } catch (error) {
    if (pgErrorCode(error) === '23505') return refused(m.duplicateCode);
    throw error;
  }
  return answer(db, form.code, m.added);
}

export async function renameStockReason(
  db: Db,
  actor: Actor,
  form: StockReasonRename,
): Promise<ReasonEnvelope> {
  const rows = await withTx(db, actor, (tx) =>
    tx
      .update(stockReasons)
      .set({ label: form.label })
      .where(eq(stockReasons.code, form.code))
      .returning({ code: stockReasons.code }),
  );
  if (rows.length === 0) throw new HttpError(404, m.notFound);
  return answer(db, form.code, m.renamed);
}

/** The services' own reasons stay active: refused here with a message, and by a check in the database. */
export async function setStockReasonActive(
  db: Db,
  actor: Actor,
  form: StockReasonSetActive,
): Promise<ReasonEnvelope> {
  if (!form.isActive && isSystemStockReason(form.code)) return refused(m.systemReason(form.code));
  const rows = await withTx(db, actor, (tx) =>
    tx
      .update(stockReasons)
      .set({ isActive: form.isActive })
      .where(eq(stockReasons.code, form.code))
      .returning({ code: stockReasons.code }),
  );
  if (rows.length === 0) throw new HttpError(404, m.notFound);
  return answer(db, form.code, form.isActive ? m.activated : m.deactivated);
}
