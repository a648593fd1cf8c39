import type { Envelope } from '@homer/contracts/envelope';
import {
  stockTransferMessages as m,
  type StockTransfer,
  type StockTransferForm,
  type StockTransferReceive,
} from '@homer/contracts/stock-transfers';
import type { Db } from '../../db/pool.ts';
import { type Actor, type Tx, withTx } from '../../db/tx.ts';
import { type PostingRules, StockRefusal } from '../../platform/stock/post-stock-document.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { saveDraft } from './draft.ts';
import { TransferStepRefusal } from './lock-transfer.ts';
import { cancelTransfer, dispatchTransfer, receiveTransfer } from './post-transfer.ts';
import { findStockTransfer } from './queries.ts';

type TransferEnvelope = Envelope<null, StockTransfer>;

/** Runs a step in one transaction; a refusal rolls it back whole and is told in place (nothing is stored). */
async function step(
  db: Db,
  actor: Actor,
  work: (tx: Tx) => Promise<{ id: number; message: string }>,
): Promise<TransferEnvelope> {
  let done: { id: number; message: string };
  try {
    done = await withTx(db, actor, work);
  } catch (error) {
    if (error instanceof StockRefusal || error instanceof TransferStepRefusal) return refused(error.message);
    throw error;
  }
  const model = await findStockTransfer(db, done.id);
  if (!model) throw new HttpError(404, m.notFound);
  return succeeded({ message: done.message, model });
}

export const saveStockTransfer = (db: Db, actor: Actor, form: StockTransferForm) =>
  step(db, actor, async (tx) => ({ id: await saveDraft(tx, actor, form), message: m.saved }));

export const dispatchStockTransfer = (db: Db, actor: Actor, id: number, rules: PostingRules) =>
  step(db, actor, async (tx) => ({
    id,
    message: m.dispatched(await dispatchTransfer(tx, actor, id, rules)),
  }));

export const receiveStockTransfer = (
  db: Db,
  actor: Actor,
  input: StockTransferReceive,
  rules: PostingRules,
) =>
  step(db, actor, async (tx) => {
    await receiveTransfer(tx, actor, input, rules);
    return { id: input.id, message: m.received };
  });

export const cancelStockTransfer = (db: Db, actor: Actor, id: number) =>
  step(db, actor, async (tx) => {
    await cancelTransfer(tx, actor, id);
    return { id, message: m.cancelled };
  });
