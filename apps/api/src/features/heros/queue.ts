import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import {
  type HerosApplicationListQuery,
  type HerosApplicationOptions,
  type HerosApplicationRow,
  herosStatuses,
} from '@homer/contracts/heros';
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import { isoText, isoTextOrNull } from '../../db/iso-text.ts';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { herosAgencies, herosApplications, herosPendingRank, herosRounds } from '../../db/schema/heros.ts';
import { counties } from '../../db/schema/public-forms.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { isHerosManager, statusName } from './common.ts';
import { openRoundId } from './rounds.ts';

const a = herosApplications;

/** Doses an application requested in all, as one subquery per row. */
export const totalDoses = sql<number>`(select coalesce(sum(o.doses_requested), 0)::int
  from heros_application_orders o where o.application_id = ${a.id})`;

const rowColumns = {
  id: a.id,
  roundId: a.roundId,
  roundName: herosRounds.name,
  agencyId: a.agencyId,
  agencyName: herosAgencies.agencyName,
  countyName: counties.name,
  primaryName: herosAgencies.primaryName,
  primaryEmail: herosAgencies.primaryEmail,
  status: a.applicationStatus,
  totalDoses,
  isPublicSubmit: a.isPublicSubmit,
  submittedAt: isoText(a.createdAt),
  decidedAt: isoTextOrNull(a.decidedAt),
};

async function matchingAgencies(db: Queryable, term: string): Promise<number[]> {
  const rows = await db
    .select({ id: herosAgencies.id })
    .from(herosAgencies)
    .where(ilike(herosAgencies.agencyName, containsPattern(term)));
  return rows.map((r) => r.id);
}

/**
 * GET …/Application/GetList: one keyset page. The default order (queue) puts applications awaiting a decision
 * first, newest first within each group; with a status filter that rank is constant, so the page orders by id
 * alone and the status index serves it. Submitted order is id order (ids follow submission).
 */
export async function listApplications(
  db: Queryable,
  query: HerosApplicationListQuery,
): Promise<Paged<HerosApplicationRow>> {
  const roundId = query.roundId ?? (await openRoundId(db));
  const status = query.status ?? 0;
  const term = query.search?.trim() ?? '';
  const sortField = query.sortField ?? 'queue';
  const byRank = sortField === 'queue' && status === 0;
  const agencyIds = term ? await matchingAgencies(db, term) : null;
  const where: SQL | undefined = and(
    roundId ? eq(a.roundId, roundId) : undefined,
    status ? eq(a.applicationStatus, status) : undefined,
    // The matching agencies are read once (trigram index) and both the count and the page look their
    // applications up by agency id; an IN (subquery) was planned as a hash join over every application.
    agencyIds ? sql`${a.agencyId} = any(${idArray(agencyIds)})` : undefined,
  );
  const keyset = keysetPage(
    {
      list: 'heros-applications',
      key: byRank ? herosPendingRank(a.applicationStatus) : a.id,
      kind: 'integer',
      id: a.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [sortField, roundId, status, term],
    },
    query,
  );
  const page = await readKeysetPage(
    db,
    { table: a, filters: where, searching: term !== '' },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({ ...rowColumns, ...keyset.columns })
          .from(a)
          .innerJoin(herosRounds, eq(herosRounds.id, a.roundId))
          .innerJoin(herosAgencies, eq(herosAgencies.id, a.agencyId))
          .innerJoin(counties, eq(counties.id, herosAgencies.countyId))
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  const { rows, ...paged } = page;
  return {
    ...paged,
    data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => ({
      ...row,
      statusName: statusName(row.status),
    })),
  };
}

/** GET …/Application/GetOptions. */
export async function applicationOptions(db: Queryable, auth: Auth): Promise<HerosApplicationOptions> {
  const rounds = await db
    .select({ value: herosRounds.id, text: herosRounds.name, isOpen: herosRounds.isOpen })
    .from(herosRounds)
    .orderBy(desc(herosRounds.createdAt), desc(herosRounds.id));
  return {
    rounds: rounds.map(({ isOpen, ...o }) => ({ ...o, additionalData: isOpen ? 'open' : null })),
    openRoundId: rounds.find((x) => x.isOpen)?.value ?? 0,
    statuses: herosStatuses.map((value) => ({ value, text: statusName(value) })),
    canDecide: isHerosManager(auth),
  };
}
