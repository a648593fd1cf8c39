import type { Envelope } from '@homer/contracts/envelope';
import {
  type InventorySite,
  type InventorySiteForm,
  inventorySiteMessages as m,
  type ShippingWorkstationForm,
} from '@homer/contracts/inventory-sites';
import { and, eq } from 'drizzle-orm';
import { pgConstraint, pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db, Queryable } from '../../db/pool.ts';
import { facilities } from '../../db/schema/core.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import { inventoryWorkstations } from '../../db/schema/workstations.ts';
import { type Actor, type Tx, withTx } from '../../db/tx.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { findInventorySite } from './queries.ts';

type SiteEnvelope = Envelope<null, InventorySite>;

/** Each unique constraint of these tables and what the user is told when a save would break it. */
const duplicateMessages: Record<string, string> = {
  inventory_sites_facility_name_unique: m.duplicateName,
  inventory_workstations_site_name_unique: m.duplicateWorkstation,
};

/**
 * Runs a save; a unique constraint the database refused becomes the refusal that names it. The constraint, not a
 * check before writing, decides: two saves racing past a check would both pass it.
 */
async function saving(db: Db, actor: Actor, fn: (tx: Tx) => Promise<number>, message: string) {
  try {
    const siteId = await withTx(db, actor, fn);
    const model = await findInventorySite(db, siteId);
    if (!model) throw new HttpError(404, m.notFound);
    return succeeded({ message, model }) satisfies SiteEnvelope;
  } catch (error) {
    const duplicate = duplicateMessages[pgConstraint(error) ?? ''];
    if (pgErrorCode(error) === '23505' && duplicate) return refused(duplicate);
    throw error;
  }
}

async function requireSite(tx: Queryable, id: number): Promise<void> {
  const [site] = await tx
    .select({ id: inventorySites.id })
    .from(inventorySites)
    .where(eq(inventorySites.id, id));
  if (!site) throw new HttpError(404, m.notFound);
}

/** Creates (id 0) or updates a site; it may only belong to an active pharmacy facility (decision 057). */
export function saveInventorySite(db: Db, actor: Actor, form: InventorySiteForm): Promise<SiteEnvelope> {
  return saving(
    db,
    actor,
    async (tx) => {
      if (form.id !== 0) await requireSite(tx, form.id);
      const [facility] = await tx
        .select({ id: facilities.id })
        .from(facilities)
        .where(
          and(
            eq(facilities.id, form.facilityId),
            eq(facilities.isPharmacy, true),
            eq(facilities.isActive, true),
          ),
        );
      if (!facility) throw new HttpError(400, m.facilityNotPharmacy);
      const values = { name: form.name, facilityId: form.facilityId, isActive: form.isActive };
      const [row] =
        form.id === 0
          ? await tx.insert(inventorySites).values(values).returning({ id: inventorySites.id })
          : await tx
              .update(inventorySites)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(inventorySites.id, form.id))
              .returning({ id: inventorySites.id });
      if (!row) throw new Error('inventory site save returned nothing');
      return row.id;
    },
    m.saved,
  );
}

/**
 * Adds (id 0), renames or (de)activates a shipping workstation. A deactivated one is no longer offered; users
 * who chose it keep it until they choose another, so their banner still names where they were.
 */
export function saveShippingWorkstation(
  db: Db,
  actor: Actor,
  form: ShippingWorkstationForm,
): Promise<SiteEnvelope> {
  return saving(
    db,
    actor,
    async (tx) => {
      await requireSite(tx, form.inventorySiteId);
      const values = { name: form.name, isActive: form.isActive };
      const [row] =
        form.id === 0
          ? await tx
              .insert(inventoryWorkstations)
              .values({ ...values, inventorySiteId: form.inventorySiteId })
              .returning({ id: inventoryWorkstations.id })
          : await tx
              .update(inventoryWorkstations)
              .set(values)
              .where(
                and(
                  eq(inventoryWorkstations.id, form.id),
                  eq(inventoryWorkstations.inventorySiteId, form.inventorySiteId),
                ),
              )
              .returning({ id: inventoryWorkstations.id });
      if (!row) throw new HttpError(404, m.workstationNotFound);
      return form.inventorySiteId;
    },
    m.workstationSaved,
  );
}
