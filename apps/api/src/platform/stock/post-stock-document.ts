import { sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import { pgErrorCode } from '../../db/pg-error-code.ts';
import { type StockDocumentKind, stockDocuments, stockMovements } from '../../db/schema/stock.ts';
import type { Actor, Tx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';

/** One signed line of a document: units into (+) or out of (−) a lot. */
export type StockLine = { lotId: number; quantity: number; reasonCode: string };

export type StockDocumentInput = {
  kind: StockDocumentKind;
  inventorySiteId: number;
  lines: readonly StockLine[];
  /** When the stock really moved; now if not given. */
  occurredAt?: Date;
  reference?: string | null;
  note?: string | null;
  reversesDocumentId?: number;
  linkedDocumentId?: number;
  /** What the stock is for: a recall finds who received a lot through it. */
  demand?: StockDemand;
};

/** A need for stock that is not a stock document itself: a refill shipment, a county order, a formula order. */
export type StockDemand = { kind: string; id: number };

export type PostingRules = {
  /** How many days back `occurredAt` may lie (STOCK_BACKDATE_DAYS). */
  backdateDays: number;
  now?: Date;
};

/**
 * A posting refused for a reason the person can act on; nothing of the document is stored. A 400 with the
 * ledger's own words unless a service words it otherwise.
 */
export class StockRefusal extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** The largest quantity one line may move, well inside the integer columns. */
export const maxLineQuantity = 1_000_000_000;
const maxOnHand = 2_147_483_647;
const reasonCodePattern = /^[a-z0-9_]{1,30}$/;
/** Clocks of two machines differ a little: a movement dated this far ahead is still "now". */
const clockSkewMs = 5 * 60_000;

/** Stock handed on (to a patient, another site, a repack job) must come from a lot that may be handed out. */
const handsOutStock = new Set<StockDocumentKind>(['shipment', 'transfer_out', 'repack']);

type LockedLot = {
  id: number;
  siteId: number;
  productId: number;
  lotNumber: string;
  ndc: string;
  onHand: number;
  allocated: number;
  status: string;
  expired: boolean;
  /** The lot is at an Rx Connects repository's site: donated medicine (decision 112). */
  donated: boolean;
  firstMovementAt: Date | null;
};

/**
 * Locks the lots in id order, so two postings that share lots queue instead of deadlocking. `expired` is as of the
 * day the stock moved: a shipment recorded late, from a lot that was in date when it left, is not refused.
 */
async function lockLots(tx: Tx, lotIds: number[], movedAt: Date): Promise<Map<number, LockedLot>> {
  const { rows } = await tx.execute<
    Omit<LockedLot, 'firstMovementAt'> & { firstMovementAt: string | null }
  >(sql`
    select l.id, l.inventory_site_id as "siteId", l.ndc_product_id as "productId", l.lot_number as "lotNumber", p.ndc,
      l.on_hand as "onHand",
      l.allocated, l.status, coalesce(l.expiry_date < ${movedAt.toISOString().slice(0, 10)}::date, false) as expired,
      s.rx_connects_repository_id is not null as donated,
      l.first_moved_at as "firstMovementAt"
    from stock_lots l join ndc_products p on p.id = l.ndc_product_id
      join inventory_sites s on s.id = l.inventory_site_id
    where l.id = any(${idArray(lotIds)})
    order by l.id
    for update of l`);
  return new Map(
    rows.map((r) => [
      r.id,
      { ...r, firstMovementAt: r.firstMovementAt === null ? null : new Date(r.firstMovementAt) },
    ]),
  );
}

async function reasonDirections(tx: Tx, codes: string[]): Promise<Map<string, string>> {
  const { rows } = await tx.execute<{ code: string; direction: string }>(
    sql`select code, direction from stock_reasons
        where is_active and code in (${sql.join(
          codes.map((code) => sql`${code}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.code, r.direction]));
}

/** What may happen to donated medicine at an Rx Connects repository's site besides its donation and dispensing. */
const donatedStockKinds = new Set<StockDocumentKind>(['donation', 'adjustment', 'count', 'reversal']);

/**
 * Donated medicine (an Rx Connects repository's own site, decision 112) arrives only as a donation and leaves only
 * to the repository's approved patients, or by adjustment and count: s. 465.1902, F.S. keeps it apart from stock
 * the state bought, so no receipt, transfer, repack or other shipment may touch it.
 */
function checkDonatedStock(input: StockDocumentInput, donated: boolean): void {
  const dispensing = input.kind === 'shipment' && input.demand?.kind === 'rx_dispensing';
  if (donated && !dispensing && !donatedStockKinds.has(input.kind))
    throw new StockRefusal(
      'Donated medicine at an Rx Connects repository is only received as a donation and dispensed to its patients.',
    );
  if (!donated && dispensing)
    throw new StockRefusal('Only a repository’s donated stock is dispensed to Rx Connects patients.');
}

const lotName = (lot: LockedLot) => `lot ${lot.lotNumber} (${lot.ndc})`;

function checkOccurredAt(occurredAt: Date, lots: Iterable<LockedLot>, rules: PostingRules, now: Date) {
  if (occurredAt.getTime() > now.getTime() + clockSkewMs)
    throw new StockRefusal('Stock cannot be moved in the future.');
  const earliest = now.getTime() - rules.backdateDays * 86_400_000;
  if (occurredAt.getTime() < earliest)
    throw new StockRefusal(`A stock movement may be dated at most ${rules.backdateDays} days back.`);
  for (const lot of lots)
    if (lot.firstMovementAt && occurredAt < lot.firstMovementAt)
      throw new StockRefusal(`The movement is dated before ${lotName(lot)} was first stocked.`);
}

/**
 * Posts a document and its lines in the caller's transaction. Every rule is checked here first, with the lots
 * locked, so a refusal names the lot and what it has; the database's constraints and triggers (decision 098)
 * hold the same invariants for anything that slips past. On a refusal the caller's transaction must roll back.
 */
export async function postStockDocument(
  tx: Tx,
  actor: Actor,
  input: StockDocumentInput,
  rules: PostingRules,
): Promise<{ documentId: number }> {
  const now = rules.now ?? new Date();
  const occurredAt = input.occurredAt ?? now;
  if (input.lines.length === 0) throw new StockRefusal('A stock document needs at least one line.');
  for (const line of input.lines) {
    if (!Number.isInteger(line.quantity) || line.quantity === 0 || Math.abs(line.quantity) > maxLineQuantity)
      throw new StockRefusal(`A quantity must be a whole number of units from 1 to ${maxLineQuantity}.`);
    if (!reasonCodePattern.test(line.reasonCode))
      throw new StockRefusal('That is not a stock movement reason in use.');
  }

  if (Number.isNaN(occurredAt.getTime())) throw new StockRefusal('The date the stock moved is not a date.');
  const lots = await lockLots(tx, [...new Set(input.lines.map((l) => l.lotId))], occurredAt);
  const directions = await reasonDirections(tx, [...new Set(input.lines.map((l) => l.reasonCode))]);
  const balance = new Map<number, number>();
  for (const line of input.lines) {
    const lot = lots.get(line.lotId);
    if (!lot) throw new StockRefusal(`Lot #${line.lotId} does not exist.`);
    if (lot.siteId !== input.inventorySiteId)
      throw new StockRefusal(`${capitalized(lotName(lot))} belongs to another inventory site.`);
    const direction = directions.get(line.reasonCode);
    if (!direction) throw new StockRefusal(`"${line.reasonCode}" is not a stock movement reason in use.`);
    if ((direction === 'in' && line.quantity < 0) || (direction === 'out' && line.quantity > 0))
      throw new StockRefusal(`That reason only ${direction === 'in' ? 'adds' : 'takes'} stock.`);
    if (line.quantity < 0 && handsOutStock.has(input.kind) && (lot.status !== 'available' || lot.expired))
      throw new StockRefusal(
        `${capitalized(lotName(lot))} is ${lot.expired ? 'expired' : lot.status.replace('_', ' ')} and cannot be handed out.`,
      );
    const onHand = balance.get(lot.id) ?? lot.onHand;
    const next = onHand + line.quantity;
    if (next < lot.allocated) {
      const available = Math.max(0, onHand - lot.allocated);
      throw new StockRefusal(`Only ${available} available in ${lotName(lot)}.`);
    }
    if (next > maxOnHand) throw new StockRefusal(`${capitalized(lotName(lot))} cannot hold that many units.`);
    balance.set(lot.id, next);
  }
  checkOccurredAt(occurredAt, lots.values(), rules, now);
  // Every lot is of the document's site by now, so any one says whether the site holds donated medicine.
  checkDonatedStock(input, lots.values().next().value?.donated ?? false);

  try {
    const [document] = await tx
      .insert(stockDocuments)
      .values({
        kind: input.kind,
        inventorySiteId: input.inventorySiteId,
        reference: input.reference ?? null,
        note: input.note ?? null,
        reversesDocumentId: input.reversesDocumentId ?? null,
        linkedDocumentId: input.linkedDocumentId ?? null,
        demandKind: input.demand?.kind ?? null,
        demandId: input.demand?.id ?? null,
        postedBy: actor.userId,
        occurredAt,
      })
      .returning({ id: stockDocuments.id });
    if (!document) throw new Error('stock document insert returned nothing');
    // In product order: the ledger's triggers add each line to its product's day summaries, so two postings take
    // those rows in the same order and queue instead of deadlocking.
    const productOf = (lotId: number) => lots.get(lotId)?.productId ?? 0;
    const ordered = [...input.lines].sort(
      (a, b) => productOf(a.lotId) - productOf(b.lotId) || a.lotId - b.lotId,
    );
    await tx.insert(stockMovements).values(
      ordered.map((line) => ({
        documentId: document.id,
        lotId: line.lotId,
        quantity: line.quantity,
        reasonCode: line.reasonCode,
        postedBy: actor.userId,
        occurredAt,
      })),
    );
    return { documentId: document.id };
  } catch (error) {
    // The checks above run under the lots' locks, so these are the database's second line of defence.
    if (pgErrorCode(error) === '23514')
      throw new StockRefusal('Not enough stock in a lot for this document.');
    if (pgErrorCode(error) === '23505') throw new StockRefusal('That document has already been reversed.');
    throw error;
  }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
