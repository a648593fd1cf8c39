import { type IcqReviewOptions, reviewerRoles } from '@homer/contracts/icq-reviews';
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { facilities, moduleAccess, users } from '../../db/schema/core.ts';

// Pharmacist or above in any module (decision 056).
const mayReview = exists(
  sql`(select 1 from ${moduleAccess} where ${moduleAccess.userId} = ${users.id}
    and ${inArray(moduleAccess.role, reviewerRoles)})`,
);

const reviewerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** GET …/GetOptions: active facilities with their verified address, and who may review. */
export async function reviewOptions(db: Queryable): Promise<IcqReviewOptions> {
  const [facilityRows, reviewers] = await Promise.all([
    db
      .select({
        value: facilities.id,
        text: facilityName,
        street: sql<string>`trim(coalesce(${facilities.street}, '') || ' ' || ${facilities.secondary})`,
        city: sql<string>`coalesce(${facilities.city}, '')`,
        state: sql<string>`coalesce(${facilities.state}, '')`,
        zip: sql<string>`coalesce(${facilities.zip}, '')`,
      })
      .from(facilities)
      .where(eq(facilities.isActive, true))
      .orderBy(asc(facilities.name), asc(facilities.id)),
    db
      .select({ value: users.id, text: reviewerName })
      .from(users)
      .where(and(eq(users.disabled, false), mayReview))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
  ]);
  return { facilities: facilityRows, reviewers };
}

const facilityName = sql<string>`coalesce(${facilities.longName}, ${facilities.name})`;

export async function isActiveFacility(db: Queryable, facilityId: number) {
  const [row] = await db
    .select({ name: facilityName })
    .from(facilities)
    .where(and(eq(facilities.id, facilityId), eq(facilities.isActive, true)));
  return row ?? null;
}

/** The review's facility as the emails name it, active or not (a review keeps a facility that closed since). */
export async function facilityNameOf(db: Queryable, facilityId: number): Promise<string> {
  const [row] = await db.select({ name: facilityName }).from(facilities).where(eq(facilities.id, facilityId));
  return row?.name ?? '';
}

/** The reviewer's email and first name (for the scheduling email), or null when they may not review. */
export async function reviewerFor(db: Queryable, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.disabled, false), mayReview));
  return row ?? null;
}
