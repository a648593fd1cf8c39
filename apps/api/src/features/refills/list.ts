import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import {
  refillMessages as m,
  type RefillFilterOptions,
  type RefillListParams,
  type RefillListRow,
  refillSteps,
} from '@homer/contracts/refills';
import { and, asc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { isoText } from '../../db/iso-text.ts';
import type { Queryable } from '../../db/pool.ts';
import { facilities, users } from '../../db/schema/core.ts';
import { inventorySites, patients } from '../../db/schema/pharmacy.ts';
import { refillShipments } from '../../db/schema/refills.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { HttpError } from '../../plugins/errors.ts';
import { rxCount } from './recent.ts';
import { assertFacility, type FacilityScope, scopeWhere } from './scope.ts';

const s = refillShipments;

function stepWhere(step: RefillListParams['step']): SQL | undefined {
  if (step === 'open') return lt(s.currentStep, refillSteps.Completed);
  if (step === '') return undefined;
  return eq(s.currentStep, Number(step));
}

/** GET …/GetList: shipments of the caller's facilities, newest first, keyset-paged. */
export async function listRefillShipments(
  db: Queryable,
  scope: FacilityScope,
  query: RefillListParams,
): Promise<Paged<RefillListRow>> {
  if (query.facilityId > 0) assertFacility(scope, query.facilityId);
  const term = query.search?.trim() ?? '';
  const digits = term.replace(/\D/g, '');
  if (term !== '' && (digits !== term || digits.length > 8)) throw new HttpError(400, m.searchDigits);
  const where = and(
    scopeWhere(scope, s.facilityId),
    query.facilityId > 0 ? eq(s.facilityId, query.facilityId) : undefined,
    query.inventorySiteId > 0 ? eq(s.inventorySiteId, query.inventorySiteId) : undefined,
    stepWhere(query.step),
    digits
      ? sql`${s.id} in (select rsi.shipment_id from refill_shipment_items rsi where rsi.rx_number = ${digits})`
      : undefined,
  );
  const keyset = keysetPage(
    {
      list: 'refill-shipments',
      key: s.createdAt,
      kind: 'timestamp',
      id: s.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [scope, query.facilityId, query.inventorySiteId, query.step, digits],
    },
    query,
  );
  const page = await readKeysetPage(db, { table: s, filters: where, searching: false }, keyset, () =>
    keyset.apply(
      db
        .select({
          shipmentId: s.id,
          inventoryId: s.inventorySiteId,
          inventoryName: inventorySites.name,
          facilityId: s.facilityId,
          facilityName: facilities.name,
          currentStep: s.currentStep,
          rxCount,
          patientName: sql<string | null>`${patients.lastName} || ', ' || ${patients.firstName}`,
          createdByName: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`,
          dateCreated: isoText(s.createdAt),
          ...keyset.columns,
        })
        .from(s)
        .innerJoin(inventorySites, eq(inventorySites.id, s.inventorySiteId))
        .innerJoin(facilities, eq(facilities.id, s.facilityId))
        .leftJoin(patients, eq(patients.id, s.patientId))
        .leftJoin(users, eq(users.id, s.createdByUserId))
        .$dynamic(),
      where,
    ),
  );
  const { rows, ...paged } = page;
  return { ...paged, data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => row) };
}

/** GET …/GetFilterOptions: the caller's pharmacy facilities and their inventory sites. */
export async function refillFilterOptions(db: Queryable, scope: FacilityScope): Promise<RefillFilterOptions> {
  const inScope = scopeWhere(scope, facilities.id);
  const [facilityRows, siteRows] = await Promise.all([
    db
      .select({ value: facilities.id, text: facilities.name })
      .from(facilities)
      .where(and(inScope, eq(facilities.isPharmacy, true)))
      .orderBy(asc(facilities.name), asc(facilities.id)),
    db
      .select({ value: inventorySites.id, text: inventorySites.name, facilityId: inventorySites.facilityId })
      .from(inventorySites)
      .innerJoin(facilities, eq(facilities.id, inventorySites.facilityId))
      .where(and(inScope, eq(inventorySites.isActive, true), isNull(inventorySites.rxConnectsRepositoryId)))
      .orderBy(asc(inventorySites.name), asc(inventorySites.id)),
  ]);
  return { facilities: facilityRows, inventorySites: siteRows };
}
