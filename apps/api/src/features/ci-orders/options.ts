import type { CiOrderOptions } from '@homer/contracts/ci-orders';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { facilities } from '../../db/schema/core.ts';
import { ndcProducts } from '../../db/schema/pharmacy.ts';
import type { FacilityScope } from './scope.ts';

/** GET …/GetOptions: the facilities the caller may order for, and the formulary's active products. */
export async function ciOrderOptions(db: Queryable, scope: FacilityScope): Promise<CiOrderOptions> {
  const reachable = scope.all
    ? undefined
    : scope.facilityIds.length === 0
      ? sql`false`
      : inArray(facilities.id, scope.facilityIds);
  const [facilityRows, products] = await Promise.all([
    db
      .select({ value: facilities.id, text: facilities.name })
      .from(facilities)
      .where(and(eq(facilities.isActive, true), reachable))
      .orderBy(asc(facilities.name), asc(facilities.id)),
    db
      .select({
        ndc: ndcProducts.ndc,
        productName: ndcProducts.productName,
        packageDescription: ndcProducts.packageDescription,
      })
      .from(ndcProducts)
      .where(eq(ndcProducts.isActive, true))
      .orderBy(asc(ndcProducts.productName), asc(ndcProducts.id)),
  ]);
  return { facilities: facilityRows, products };
}
