import type { Option } from '@homer/contracts/envelope';
import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { purchaseOrders } from '../../db/schema/ba.ts';
import { facilities } from '../../db/schema/core.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';

/**
 * Active inventory sites to receive into or move stock between, by facility and name. A repository's donated stock
 * is not among them (decision 112): it is received and dispensed through Rx Connects only.
 */
export function stockSiteOptions(db: Queryable): Promise<Option[]> {
  return db
    .select({ value: inventorySites.id, text: inventorySites.name, additionalData: facilities.name })
    .from(inventorySites)
    .innerJoin(facilities, eq(facilities.id, inventorySites.facilityId))
    .where(and(eq(inventorySites.isActive, true), isNull(inventorySites.rxConnectsRepositoryId)))
    .orderBy(asc(inventorySites.name), asc(inventorySites.id));
}

/** Active purchase orders whose number or vendor contains the search, newest first; 20 at most (a picker). */
export function purchaseOrderOptions(db: Queryable, search: string): Promise<Option[]> {
  const term = search.trim();
  const p = purchaseOrders;
  return db
    .select({
      value: p.id,
      text: sql<string>`'PO ' || ${p.poNumber} || case when ${p.lineNumber} > 1 then ' line ' || ${p.lineNumber} else '' end`,
      additionalData: p.vendorName,
    })
    .from(p)
    .where(
      and(
        eq(p.isActive, true),
        term
          ? or(ilike(p.poNumber, containsPattern(term)), ilike(p.vendorName, containsPattern(term)))
          : undefined,
      ),
    )
    .orderBy(desc(p.id))
    .limit(20);
}
