import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import type { RxApplicationListQuery, RxApplicationRow } from '@homer/contracts/rx-connects-patients';
import { rxApplicationReference } from '@homer/contracts/rx-patient-application';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { isoTime } from '../../db/iso-time.ts';
import type { Queryable } from '../../db/pool.ts';
import { counties } from '../../db/schema/public-forms.ts';
import { rxConnectsRepositories } from '../../db/schema/rx-connects.ts';
import { rxPatientApplications } from '../../db/schema/rx-connects-patients.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { inScope, type RepositoryScope } from './repository-scope.ts';

const a = rxPatientApplications;

const startsWith = (term: string) => `${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** RXA-000123 or its digits name one application; anything else is the start of the last name ("Last, First"). */
function searchWhere(search: string): SQL | undefined {
  if (search === '') return undefined;
  const reference = /^(?:rxa-?)?(\d+)$/i.exec(search);
  if (reference) {
    const id = Number(reference[1]);
    return id >= 1 && id <= maxId ? eq(a.id, id) : sql`false`;
  }
  const [last = '', first = ''] = search.split(',', 2).map((part) => part.trim());
  return and(
    last ? sql`(lower(${a.lastName}) collate "C") like ${startsWith(last)}` : undefined,
    first ? sql`lower(${a.firstName}) like ${startsWith(first)}` : undefined,
  );
}

/** GET …/PatientApplications/GetList: newest first, only the user's repositories' applications. */
export async function listApplications(
  db: Queryable,
  scope: RepositoryScope,
  query: RxApplicationListQuery,
): Promise<Paged<RxApplicationRow>> {
  const search = query.search?.trim() ?? '';
  const where = and(
    inScope(scope, a.repositoryId),
    query.status ? eq(a.status, query.status) : undefined,
    query.repositoryId ? eq(a.repositoryId, query.repositoryId) : undefined,
    searchWhere(search),
  );
  const keyset = keysetPage(
    {
      list: 'rx-patient-applications',
      key: a.id,
      kind: 'integer',
      id: a.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [search, query.status ?? '', query.repositoryId ?? 0, scope],
    },
    query,
  );
  const { rows, ...paged } = await readKeysetPage(
    db,
    { table: a, filters: where, searching: false },
    keyset,
    () =>
      keyset.apply(
        db
          .select({
            id: a.id,
            applicantName: sql<string>`${a.lastName} || ', ' || ${a.firstName}`,
            dateOfBirth: a.dateOfBirth,
            repositoryName: rxConnectsRepositories.name,
            county: counties.name,
            status: a.status,
            submittedAt: isoTime(a.dateSigned),
            ...keyset.columns,
          })
          .from(a)
          .innerJoin(rxConnectsRepositories, eq(rxConnectsRepositories.id, a.repositoryId))
          .innerJoin(counties, eq(counties.id, a.countyId))
          .$dynamic(),
        where,
      ),
  );
  return {
    ...paged,
    data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => ({
      ...row,
      reference: rxApplicationReference(row.id),
    })),
  };
}
