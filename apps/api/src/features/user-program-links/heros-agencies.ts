import {
  type HerosAgencyChoice,
  type HerosAgencyLinks,
  linkChoiceLimit,
  programLinkMessages,
} from '@homer/contracts/user-program-links';
import { and, asc, eq, ilike, notExists, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Db } from '../../db/pool.ts';
import { herosAgencies } from '../../db/schema/heros.ts';
import { herosAgencyContacts } from '../../db/schema/program-links.ts';
import { withTx } from '../../db/tx.ts';
import { lockChangeableUser } from '../../platform/auth/user-rights.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { checkLinksEditor, linksReadRight } from '../../platform/user-accounts/user-links.ts';
import { HttpError } from '../../plugins/errors.ts';

export async function getHerosAgencies(db: Db, auth: Auth, userId: number): Promise<HerosAgencyLinks> {
  const canEdit = await linksReadRight(db, auth, userId);
  const rows = await db
    .select({
      agencyId: herosAgencies.id,
      agencyName: herosAgencies.agencyName,
      agencyAbbreviation: herosAgencies.agencyAbbreviation,
      contactRole: herosAgencyContacts.contactRole,
    })
    .from(herosAgencyContacts)
    .innerJoin(herosAgencies, eq(herosAgencies.id, herosAgencyContacts.agencyId))
    .where(eq(herosAgencyContacts.userId, userId))
    .orderBy(asc(herosAgencies.agencyName), asc(herosAgencies.id));
  return { links: rows as HerosAgencyLinks['links'], canEdit };
}

/** Agencies whose name contains the text, the user is not a contact of yet (trigram index, at most 20). */
export async function searchHerosAgencies(
  db: Db,
  auth: Auth,
  userId: number,
  search: string,
): Promise<HerosAgencyChoice[]> {
  checkLinksEditor(auth, userId, programLinkMessages.ownLinks);
  return db
    .select({ agencyId: herosAgencies.id, agencyName: herosAgencies.agencyName })
    .from(herosAgencies)
    .where(
      and(
        search ? ilike(herosAgencies.agencyName, containsPattern(search)) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(herosAgencyContacts)
            .where(
              and(eq(herosAgencyContacts.userId, userId), eq(herosAgencyContacts.agencyId, herosAgencies.id)),
            ),
        ),
      ),
    )
    .orderBy(asc(herosAgencies.agencyName), asc(herosAgencies.id))
    .limit(linkChoiceLimit);
}

/** Agencies have no status (decision 045): any agency may be linked; the audit trigger records the admin. */
export async function addHerosAgency(
  db: Db,
  auth: Auth,
  change: { userId: number; agencyId: number; contactRole: string },
): Promise<void> {
  checkLinksEditor(auth, change.userId, programLinkMessages.ownLinks);
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    await lockChangeableUser(tx, auth, change.userId);
    const [agency] = await tx
      .select({ id: herosAgencies.id })
      .from(herosAgencies)
      .where(eq(herosAgencies.id, change.agencyId));
    if (!agency) throw new HttpError(400, programLinkMessages.agencyNotFound);
    const inserted = await tx
      .insert(herosAgencyContacts)
      .values(change)
      .onConflictDoNothing()
      .returning({ agencyId: herosAgencyContacts.agencyId });
    if (inserted.length === 0) throw new HttpError(400, programLinkMessages.alreadyContact);
  });
}

export async function removeHerosAgency(
  db: Db,
  auth: Auth,
  change: { userId: number; agencyId: number },
): Promise<void> {
  checkLinksEditor(auth, change.userId, programLinkMessages.ownLinks);
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    await lockChangeableUser(tx, auth, change.userId);
    const removed = await tx
      .delete(herosAgencyContacts)
      .where(
        and(eq(herosAgencyContacts.userId, change.userId), eq(herosAgencyContacts.agencyId, change.agencyId)),
      )
      .returning({ agencyId: herosAgencyContacts.agencyId });
    if (removed.length === 0) throw new HttpError(400, programLinkMessages.notContact);
  });
}
