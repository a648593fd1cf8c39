import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import { rxPatientMessages as m, type rxReceiveDonationSchema } from '@homer/contracts/rx-connects-patients';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { idArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import { rxDonationLines } from '../../db/schema/rx-connects-patients.ts';
import { withTx } from '../../db/tx.ts';
import { recalledProductLots } from '../../platform/recalls/recalled-product-lots.ts';
import type { PostingRules } from '../../platform/stock/post-stock-document.ts';
import { receiveStockLines } from '../../platform/stock/receive-stock.ts';
import { receivedAt } from '../../platform/stock/received-at.ts';
import { stockDay } from '../../platform/stock/stock-day.ts';
import { HttpError } from '../../plugins/errors.ts';
import { type RepositoryScope, requireRepository } from './repository-scope.ts';
import { repositorySite } from './repository-site.ts';

type Form = z.output<typeof rxReceiveDonationSchema>;

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * POST …/Donations/Receive: a pharmacist inspects a donation from an approved donor at their repository. Accepted
 * units arrive on one donation document at the repository's own site (lots found or created by product, lot
 * number and expiry; a lot an open recall names arrives recalled); rejected units never enter stock and are recorded destroyed with the reason. An expired
 * item can only be rejected. The donation, its lines and the ledger commit together or not at all.
 */
export async function receiveDonation(
  db: Db,
  actor: { userId: number },
  scope: RepositoryScope,
  form: Form,
  rules: PostingRules,
): Promise<number> {
  requireRepository(scope, form.repositoryId);
  const today = stockDay(rules.now);
  if (form.receivedOn > today || form.receivedOn < dayBefore(today, rules.backdateDays))
    throw new HttpError(400, m.receivedOnRange);
  for (const line of form.lines)
    if (line.expiryDate < today && line.rejected < line.quantity) throw new HttpError(400, m.expiredAccepted);
  return withTx(db, actor, async (tx) => {
    const productIds = [...new Set(form.lines.map((line) => line.productId))];
    const { rows: checked } = await tx.execute<{
      repository: boolean;
      donor: string | null;
      products: number;
    }>(sql`
      select exists (select 1 from rx_connects_repositories where id = ${form.repositoryId}
          and status_id = ${RxConnectsStatus.Approved}) as repository,
        (select name from rx_connects_donors where id = ${form.donorId}
          and status_id = ${RxConnectsStatus.Approved}) as donor,
        (select count(*)::int from ndc_products where id = any(${idArray(productIds)})) as products`);
    const found = checked[0];
    if (!found?.repository) throw new HttpError(400, m.repositoryNotFound);
    if (found.donor === null) throw new HttpError(400, m.donorNotFound);
    if (found.products !== productIds.length) throw new HttpError(400, m.productNotFound);
    const accepted = form.lines
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => line.rejected < line.quantity);
    let documentId: number | null = null;
    const lotOf = new Map<number, number>();
    if (accepted.length > 0) {
      const inventorySiteId = await repositorySite(tx, form.repositoryId);
      const recalls = await recalledProductLots(
        tx,
        accepted.map(({ line }) => ({ ndcProductId: line.productId, lotNumber: line.lotNumber })),
      );
      const received = await receiveStockLines(
        tx,
        actor,
        {
          kind: 'donation',
          inventorySiteId,
          sourceKind: 'donor',
          sourceName: found.donor,
          note: form.note,
          occurredAt: receivedAt(form.receivedOn, m.receivedOnRange, rules.now),
          lines: accepted.map(({ line }) => ({
            ndcProductId: line.productId,
            lotNumber: line.lotNumber,
            expiryDate: line.expiryDate,
            quantity: line.quantity - line.rejected,
            // A lot an open recall names arrives recalled, so it is never dispensed (decision 101's rule).
            status: recalls.has(`${line.productId}:${line.lotNumber}`) ? 'recalled' : 'available',
          })),
        },
        rules,
      );
      documentId = received.documentId;
      for (const [i, { index }] of accepted.entries()) lotOf.set(index, received.lotIds[i] as number);
    }
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into rx_donations (repository_id, donor_id, received_on, stock_document_id, note, inspected_by)
      values (${form.repositoryId}, ${form.donorId}, ${form.receivedOn}, ${documentId}, ${form.note}, ${actor.userId})
      returning id`);
    const donationId = rows[0]?.id;
    if (!donationId) throw new Error('donation insert returned nothing');
    await tx.insert(rxDonationLines).values(
      form.lines.map((line, index) => ({
        donationId,
        ndcProductId: line.productId,
        lotNumber: line.lotNumber,
        expiryDate: line.expiryDate,
        quantity: line.quantity,
        rejected: line.rejected,
        rejectionReason: line.rejectionReason,
        lotId: lotOf.get(index) ?? null,
      })),
    );
    return donationId;
  });
}
