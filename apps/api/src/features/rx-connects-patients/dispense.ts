import { rxPatientMessages as m, type rxDispenseSchema } from '@homer/contracts/rx-connects-patients';
import { rxApplicationReference } from '@homer/contracts/rx-patient-application';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { idArray } from '../../db/id-array.ts';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { allocateFefoMany, shipAllocations } from '../../platform/stock/allocate-stock.ts';
import type { PostingRules } from '../../platform/stock/post-stock-document.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lockedApplication } from './decide-application.ts';
import { rxDispensingDemand } from './dispensing-demand.ts';
import type { RepositoryScope } from './repository-scope.ts';

/**
 * POST …/Dispense: an approved applicant is given donated units from the repository's own stock, each product
 * picked first expiry first (a held, recalled or expired lot is never picked) and shipped on one ledger document
 * for the dispensing's demand, so the lots each patient got are on the ledger and a recall names them. All or
 * nothing: one product short refuses the whole dispensing, saying how many units there are.
 */
export async function dispense(
  db: Db,
  actor: { userId: number },
  scope: RepositoryScope,
  form: z.output<typeof rxDispenseSchema>,
  rules: PostingRules,
  today: string,
): Promise<number> {
  return withTx(db, actor, async (tx) => {
    const application = await lockedApplication(tx, scope, form.applicationId);
    if (application.status !== 'Approved')
      throw new HttpError(400, m.wrongStatus('dispensed to', application.status));
    const { rows: sites } = await tx.execute<{ id: number }>(sql`
      select id from inventory_sites where rx_connects_repository_id = ${application.repositoryId}`);
    const { rows: products } = await tx.execute<{ id: number; name: string }>(sql`
      select id, product_name as name from ndc_products
      where id = any(${idArray(form.lines.map((line) => line.productId))})`);
    const nameOf = (id: number) => products.find((p) => p.id === id)?.name;
    for (const line of form.lines) if (!nameOf(line.productId)) throw new HttpError(400, m.productNotFound);
    const site = sites[0];
    if (!site) {
      const first = form.lines[0];
      throw new HttpError(400, m.dispenseShort(nameOf(first?.productId ?? 0) ?? '', 0));
    }
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into rx_dispensings (application_id, repository_id, note, dispensed_by)
      values (${form.applicationId}, ${application.repositoryId}, ${form.note}, ${actor.userId})
      returning id`);
    const dispensingId = rows[0]?.id;
    if (!dispensingId) throw new Error('dispensing insert returned nothing');
    const demand = rxDispensingDemand(dispensingId);
    const outcomes = await allocateFefoMany(
      tx,
      form.lines.map((line) => ({
        inventorySiteId: site.id,
        ndcProductId: line.productId,
        quantity: line.quantity,
        demand,
        today,
      })),
    );
    outcomes.forEach((outcome, i) => {
      const line = form.lines[i] as (typeof form.lines)[number];
      if ('short' in outcome)
        throw new HttpError(400, m.dispenseShort(nameOf(line.productId) ?? '', outcome.short.available));
    });
    await shipAllocations(
      tx,
      actor,
      { inventorySiteId: site.id, demand, reference: rxApplicationReference(form.applicationId) },
      rules,
    );
    return dispensingId;
  });
}
