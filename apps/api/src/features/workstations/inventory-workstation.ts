import type { Option } from '@homer/contracts/envelope';
import { type InventoryWorkstation, workstationMessages as m } from '@homer/contracts/workstations';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/pool.ts';
import { userFacilities, users } from '../../db/schema/core.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import { inventoryWorkstations } from '../../db/schema/workstations.ts';
import { withTx } from '../../db/tx.ts';
import { HttpError } from '../../plugins/errors.ts';

const w = inventoryWorkstations;
const fields = {
  shippingWorkstationId: w.id,
  workstationName: w.name,
  inventorySiteName: inventorySites.name,
};

/** The user's chosen workstation, whatever has become of it since (the banner names where they still are). */
export async function currentInventoryWorkstation(
  db: Queryable,
  userId: number,
): Promise<InventoryWorkstation | null> {
  const [row] = await db
    .select(fields)
    .from(users)
    .innerJoin(w, eq(w.id, users.invWorkstationId))
    .innerJoin(inventorySites, eq(inventorySites.id, w.inventorySiteId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Active workstations of active inventories at the user's own facilities (`only`: just that one). */
function available(db: Queryable, userId: number, only?: number) {
  const onlyThis: SQL | undefined = only === undefined ? undefined : eq(w.id, only);
  return db
    .select(fields)
    .from(w)
    .innerJoin(inventorySites, eq(inventorySites.id, w.inventorySiteId))
    .innerJoin(
      userFacilities,
      and(eq(userFacilities.facilityId, inventorySites.facilityId), eq(userFacilities.userId, userId)),
    )
    .where(and(eq(w.isActive, true), eq(inventorySites.isActive, true), onlyThis))
    .orderBy(asc(inventorySites.name), asc(w.name), asc(w.id));
}

export async function inventoryWorkstationOptions(db: Queryable, userId: number): Promise<Option[]> {
  const rows = await available(db, userId);
  return rows.map((r) => ({
    value: r.shippingWorkstationId,
    text: r.workstationName,
    additionalData: r.inventorySiteName,
  }));
}

/**
 * Records the user's workstation. Only one of their options may be chosen: another facility's workstation is
 * refused as if it did not exist. The users row's trigger announces the change to every instance's session cache.
 */
export async function setInventoryWorkstation(
  db: Db,
  userId: number,
  workstationId: number,
): Promise<InventoryWorkstation> {
  return withTx(db, { userId }, async (tx) => {
    const [chosen] = await available(tx, userId, workstationId);
    if (!chosen) throw new HttpError(400, m.notAvailable);
    await tx
      .update(users)
      .set({ invWorkstationId: chosen.shippingWorkstationId, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return chosen;
  });
}
