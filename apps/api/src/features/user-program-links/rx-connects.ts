import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import {
  linkChoiceLimit,
  programLinkMessages,
  type RxConnectsLinks,
  type RxConnectsSiteChoice,
  type RxConnectsSiteKind,
} from '@homer/contracts/user-program-links';
import { and, eq, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Db } from '../../db/pool.ts';
import { rxConnectsUserRoles } from '../../db/schema/program-links.ts';
import { rxConnectsDonors, rxConnectsRepositories, rxConnectsStatuses } from '../../db/schema/rx-connects.ts';
import { withTx } from '../../db/tx.ts';
import { lockChangeableUser } from '../../platform/auth/user-rights.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { checkLinksEditor, linksReadRight } from '../../platform/user-accounts/user-links.ts';
import { HttpError } from '../../plugins/errors.ts';

/** Only approved sites take new roles (decision 045). */
const approvedStatusId = RxConnectsStatus.Approved;

const siteTable = { repository: rxConnectsRepositories, donor: rxConnectsDonors } as const;
const siteColumn = (kind: RxConnectsSiteKind) =>
  kind === 'repository' ? rxConnectsUserRoles.repositoryId : rxConnectsUserRoles.donorId;

export async function getRxConnectsRoles(db: Db, auth: Auth, userId: number): Promise<RxConnectsLinks> {
  const canEdit = await linksReadRight(db, auth, userId);
  const { rows } = await db.execute<RxConnectsLinks['links'][number]>(sql`
    select case when r.repository_id is not null then 'repository' else 'donor' end as "kind",
           coalesce(rep.id, don.id) as "siteId", coalesce(rep.name, don.name) as "siteName",
           s.name as "status", r.role as "role"
    from ${rxConnectsUserRoles} r
    left join ${rxConnectsRepositories} rep on rep.id = r.repository_id
    left join ${rxConnectsDonors} don on don.id = r.donor_id
    join ${rxConnectsStatuses} s on s.id = coalesce(rep.status_id, don.status_id)
    where r.user_id = ${userId}
    order by 1 desc, 3, 2`);
  return { links: rows, canEdit };
}

/** Approved repositories and donors whose name contains the text, where the user has no role yet (at most 20). */
export async function searchRxConnectsSites(
  db: Db,
  auth: Auth,
  userId: number,
  search: string,
): Promise<RxConnectsSiteChoice[]> {
  checkLinksEditor(auth, userId, programLinkMessages.ownLinks);
  const pattern = containsPattern(search);
  const { rows } = await db.execute<RxConnectsSiteChoice>(sql`
    select * from (
      (select 'repository' as "kind", rep.id as "siteId", rep.name as "siteName"
       from ${rxConnectsRepositories} rep
       where rep.status_id = ${approvedStatusId} and rep.name ilike ${pattern}
         and not exists (select 1 from ${rxConnectsUserRoles} r where r.user_id = ${userId} and r.repository_id = rep.id)
       order by rep.name, rep.id limit ${linkChoiceLimit})
      union all
      (select 'donor', don.id, don.name
       from ${rxConnectsDonors} don
       where don.status_id = ${approvedStatusId} and don.name ilike ${pattern}
         and not exists (select 1 from ${rxConnectsUserRoles} r where r.user_id = ${userId} and r.donor_id = don.id)
       order by don.name, don.id limit ${linkChoiceLimit})
    ) c order by "siteName", "kind", "siteId" limit ${linkChoiceLimit}`);
  return rows;
}

export async function addRxConnectsRole(
  db: Db,
  auth: Auth,
  change: { userId: number; kind: RxConnectsSiteKind; siteId: number; role: string },
): Promise<void> {
  checkLinksEditor(auth, change.userId, programLinkMessages.ownLinks);
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    await lockChangeableUser(tx, auth, change.userId);
    const table = siteTable[change.kind];
    const [site] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, change.siteId), eq(table.statusId, approvedStatusId)));
    if (!site) throw new HttpError(400, programLinkMessages.siteNotFound);
    const [existing] = await tx
      .select({ id: rxConnectsUserRoles.id })
      .from(rxConnectsUserRoles)
      .where(and(eq(rxConnectsUserRoles.userId, change.userId), eq(siteColumn(change.kind), change.siteId)));
    // The user row is locked, so no other transaction adds the same role between this check and the insert.
    if (existing) throw new HttpError(400, programLinkMessages.alreadyRole);
    await tx.insert(rxConnectsUserRoles).values({
      userId: change.userId,
      repositoryId: change.kind === 'repository' ? change.siteId : null,
      donorId: change.kind === 'donor' ? change.siteId : null,
      role: change.role,
    });
  });
}

export async function removeRxConnectsRole(
  db: Db,
  auth: Auth,
  change: { userId: number; kind: RxConnectsSiteKind; siteId: number },
): Promise<void> {
  checkLinksEditor(auth, change.userId, programLinkMessages.ownLinks);
  await withTx(db, { userId: auth.user.id }, async (tx) => {
    await lockChangeableUser(tx, auth, change.userId);
    const removed = await tx
      .delete(rxConnectsUserRoles)
      .where(and(eq(rxConnectsUserRoles.userId, change.userId), eq(siteColumn(change.kind), change.siteId)))
      .returning({ id: rxConnectsUserRoles.id });
    if (removed.length === 0) throw new HttpError(400, programLinkMessages.notRole);
  });
}
