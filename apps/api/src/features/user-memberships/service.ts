import type { MembershipChange, Memberships } from '@homer/contracts/user-profile-tabs';
import { membershipMessages } from '@homer/contracts/user-profile-tabs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { facilities, userFacilities } from '../../db/schema/core.ts';
import { withTx } from '../../db/tx.ts';
import { lockChangeableUser } from '../../platform/auth/user-rights.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { checkLinksEditor, linksReadRight } from '../../platform/user-accounts/user-links.ts';
import { HttpError } from '../../plugins/errors.ts';
import { facilitiesOfUser, facilityChoices } from './queries.ts';

/** Facility membership decides which facilities' records a user works on, so nobody changes their own. */
export const ownFacilitiesMessage = 'You cannot change your own facilities.';

/** The organizations tab: a user administrator sees anyone's and may change others'; the owner reads their own. */
export async function getMemberships(db: Db, auth: Auth, userId: number): Promise<Memberships> {
  const canEdit = await linksReadRight(db, auth, userId);
  const [memberships, choices] = await Promise.all([
    facilitiesOfUser(db, userId),
    canEdit ? facilityChoices(db, userId) : [],
  ]);
  return { memberships, choices, canEdit };
}

/** Adds an active facility; the user_facilities audit trigger records it under the administrator's id. */
export async function addFacility(db: Db, auth: Auth, change: MembershipChange): Promise<void> {
  checkLinksEditor(auth, change.userId, ownFacilitiesMessage);
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    await lockChangeableUser(tx, auth, change.userId);
    const [facility] = await tx
      .select({ id: facilities.id })
      .from(facilities)
      .where(and(eq(facilities.id, change.facilityId), eq(facilities.isActive, true)));
    if (!facility) throw new HttpError(400, membershipMessages.facilityNotFound);
    const inserted = await tx
      .insert(userFacilities)
      .values({ userId: change.userId, facilityId: change.facilityId })
      .onConflictDoNothing()
      .returning({ facilityId: userFacilities.facilityId });
    if (inserted.length === 0) throw new HttpError(400, membershipMessages.alreadyMember);
  });
}

/** Removes a facility, active or not (a deactivated one must still be removable). */
export async function removeFacility(db: Db, auth: Auth, change: MembershipChange): Promise<void> {
  checkLinksEditor(auth, change.userId, ownFacilitiesMessage);
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    await lockChangeableUser(tx, auth, change.userId);
    const removed = await tx
      .delete(userFacilities)
      .where(and(eq(userFacilities.userId, change.userId), eq(userFacilities.facilityId, change.facilityId)))
      .returning({ facilityId: userFacilities.facilityId });
    if (removed.length === 0) throw new HttpError(400, membershipMessages.notMember);
  });
}
