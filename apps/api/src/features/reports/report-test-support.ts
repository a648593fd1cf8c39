import { Module, Role } from '@homer/contracts/access';
import { expect } from 'vitest';
import type { StockDocumentKind } from '../../db/schema/stock.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { postStockDocument } from '../../platform/stock/post-stock-document.ts';
import { receiveStock } from '../../platform/stock/receive-stock.ts';
import { createSignedInUser } from '../../test/create-signed-in-user.ts';
import { bearer, type TestContext } from '../../test/test-context.ts';
import { workbookRows } from '../../test/workbook-rows.ts';

export const actor: Actor = { userId: null };

/** An Inventory User (who reads reports) and a user of another module (who may not). */
export async function reportUsers(ctx: TestContext) {
  const as = async (userName: string, module: Module) =>
    (await createSignedInUser(ctx, { userName, access: [{ module, role: Role.User }] })).token;
  return {
    reader: await as('report-reader', Module.Inventory),
    outsider: await as('report-outsider', Module.NDC),
  };
}

export const getAs = (ctx: TestContext, token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/${url}`, headers: bearer(token) });

/** A report's export as its page fetches it: the signed link (`url`, which `&format=pdf` prints) and the rows. */
export async function exported(ctx: Pick<TestContext, 'app'>, token: string, exportUrl: string) {
  const link = await getAs(ctx as TestContext, token, exportUrl);
  expect(link.statusCode, link.body).toBe(200);
  const url = (link.json() as { value: string }).value;
  const file = await ctx.app.inject({ method: 'GET', url });
  expect(file.statusCode, file.body).toBe(200);
  return { url, rows: await workbookRows(file.rawPayload) };
}

/**
 * Receives `quantity` of a lot (naloxone at the main site unless said) on day `at`, the ledger's clock set there so
 * any past day may be used; the lot's id.
 */
export async function receiveOn(
  t: { ctx: TestContext; f: { main: number; naloxone: number } },
  lot: { lotNumber: string; quantity: number; at: Date; unitCost?: string | null; siteId?: number },
): Promise<number> {
  const { lotId } = await withTx(t.ctx.db, actor, (tx) =>
    receiveStock(
      tx,
      actor,
      {
        inventorySiteId: lot.siteId ?? t.f.main,
        ndcProductId: t.f.naloxone,
        lotNumber: lot.lotNumber,
        expiryDate: '2030-01-31',
        sourceKind: 'supplier',
        quantity: lot.quantity,
        unitCost: lot.unitCost ?? null,
        occurredAt: lot.at,
      },
      { backdateDays: 7, now: lot.at },
    ),
  );
  return lotId;
}

const reasonOf: Partial<Record<StockDocumentKind, (quantity: number) => string>> = {
  receipt: () => 'received',
  shipment: () => 'dispensed',
  transfer_out: () => 'transfer',
  adjustment: (q) => (q > 0 ? 'found' : 'missing'),
  count: () => 'count_variance',
};

/** Posts one line of `kind` on `lotId`, dated `at` (the ledger's clock set there, so any past day may be used). */
export async function post(
  ctx: TestContext,
  line: { kind: StockDocumentKind; siteId: number; lotId: number; quantity: number; at?: Date },
) {
  const at = line.at ?? new Date();
  const reasonCode = reasonOf[line.kind]?.(line.quantity) ?? 'reversal';
  return withTx(ctx.db, actor, (tx) =>
    postStockDocument(
      tx,
      actor,
      {
        kind: line.kind,
        inventorySiteId: line.siteId,
        occurredAt: at,
        lines: [{ lotId: line.lotId, quantity: line.quantity, reasonCode }],
      },
      { backdateDays: 7, now: at },
    ),
  );
}
