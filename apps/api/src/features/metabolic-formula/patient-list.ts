import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import type { MfPatientListQuery, MfPatientRow } from '@homer/contracts/metabolic-formula';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { mfEnrolments } from '../../db/schema/metabolic-formula.ts';
import { patients } from '../../db/schema/pharmacy.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { programmeToday } from './programme-today.ts';

const p = patients;
const e = mfEnrolments;
/** The list's order: the last name in lower case and byte order (patients_name_key_idx), patient # next. */
const nameKey = sql`(lower(${p.lastName}) collate "C")`;

/** A LIKE pattern for names starting with `term` (lower case), the user's \, % and _ taken literally. */
const startsWith = (term: string) => `${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search: digits name a patient # exactly; anything else is the start of the last name, or "Last, First" the
 * starts of both. The last name is compared as the list's key (lower, C collation), so LIKE 'smi%' is a range of
 * patients_name_key_idx rather than a test of every patient.
 */
function searchWhere(search: string): SQL | undefined {
  if (search === '') return undefined;
  if (/^\d+$/.test(search)) {
    const id = Number(search);
    return id >= 1 && id <= maxId ? eq(p.id, id) : sql`false`;
  }
  const [last = '', first = ''] = search.split(',', 2).map((part) => part.trim());
  return and(
    last ? sql`${nameKey} like ${startsWith(last)}` : undefined,
    first ? sql`lower(${p.firstName}) like ${startsWith(first)}` : undefined,
  );
}

/**
 * GET …/Patients/GetList: one keyset page of the enrolled patients, by last name. The key is lower(last_name)
 * (C collation) with the patient # breaking ties (the shared keyset pages by one key and an id): patients of one last name are
 * listed by patient #, not first name, and the cursor stays a plain range on the name.
 */
export async function listMfPatients(db: Queryable, query: MfPatientListQuery): Promise<Paged<MfPatientRow>> {
  const search = query.search?.trim() ?? '';
  const enrolled = sql`exists (select 1 from mf_enrolments x where x.patient_id = ${p.id}
    ${query.eligibility ? sql`and x.eligibility = ${query.eligibility}` : sql``})`;
  const where = and(
    enrolled,
    searchWhere(search),
    query.dateOfBirth ? eq(p.dateOfBirth, query.dateOfBirth) : undefined,
  );
  const keyset = keysetPage(
    {
      list: 'mf-patients',
      key: nameKey,
      kind: 'text',
      id: p.id,
      idMax: maxId,
      order: query.sortOrder ?? 'asc',
      binding: [search, query.dateOfBirth ?? '', query.eligibility ?? ''],
    },
    query,
  );
  const { rows, ...paged } = await readKeysetPage(
    db,
    { table: p, filters: where, searching: false },
    keyset,
    () =>
      keyset.apply(
        db
          .select({
            patientId: p.id,
            firstName: p.firstName,
            lastName: p.lastName,
            dateOfBirth: p.dateOfBirth,
            diagnosis: e.diagnosis,
            eligibility: e.eligibility,
            recertifyBy: e.recertifyBy,
            lapsed: sql<boolean>`(${e.eligibility} = 'Eligible' and ${e.recertifyBy} < ${programmeToday})`,
            ...keyset.columns,
          })
          .from(p)
          .innerJoin(e, eq(e.patientId, p.id))
          .$dynamic(),
        where,
      ),
  );
  return { ...paged, data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => row) };
}
