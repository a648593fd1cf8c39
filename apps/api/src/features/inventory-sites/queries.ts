import type { Option, Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import type {
  InventorySite,
  InventorySiteListQuery,
  InventorySiteRow,
} from '@homer/contracts/inventory-sites';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { facilities } from '../../db/schema/core.ts';
import { inventorySites } from '../../db/schema/pharmacy.ts';
import { inventoryWorkstations } from '../../db/schema/workstations.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';

const s = inventorySites;

// Spelled out: drizzle leaves the outer columns unqualified, and inside these subqueries "id" would be their own.
const lotCount = sql<number>`(select count(*)::int from stock_lots l
  where l.inventory_site_id = "inventory_sites"."id" and l.on_hand > 0)`;
const workstationCount = sql<number>`(select count(*)::int from inventory_workstations w
  where w.inventory_site_id = "inventory_sites"."id" and w.is_active)`;

/** GET …/GetList: by name (inventory_sites_name_idx), one keyset page per cursor. */
export async function listInventorySites(
  db: Queryable,
  query: InventorySiteListQuery,
): Promise<Paged<InventorySiteRow>> {
  const term = query.search?.trim() ?? '';
  const where = and(
    query.facilityId ? eq(s.facilityId, query.facilityId) : undefined,
    term ? ilike(s.name, containsPattern(term)) : undefined,
  );
  const keyset = keysetPage(
    {
      list: 'inventory-sites',
      key: s.name,
      kind: 'text',
      id: s.id,
      idMax: maxId,
      order: query.sortOrder ?? 'asc',
      binding: [query.facilityId, term],
    },
    query,
  );
  const page = await readKeysetPage(
    db,
    { table: s, filters: where, searching: term !== '' },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({
            id: s.id,
            name: s.name,
            facilityId: s.facilityId,
            facilityName: facilities.name,
            isActive: s.isActive,
            lotCount,
            workstationCount,
            ...keyset.columns,
          })
          .from(s)
          .innerJoin(facilities, eq(facilities.id, s.facilityId))
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  const { rows, ...paged } = page;
  return { ...paged, data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => row) };
}

/** The site with a summary of its lots in stock and its workstations (by name); null when there is no such site. */
export async function findInventorySite(db: Queryable, id: number): Promise<InventorySite | null> {
  const [site] = await db
    .select({
      id: s.id,
      name: s.name,
      facilityId: s.facilityId,
      facilityName: facilities.name,
      isActive: s.isActive,
    })
    .from(s)
    .innerJoin(facilities, eq(facilities.id, s.facilityId))
    .where(eq(s.id, id));
  if (!site) return null;
  const [[stock], workstations] = await Promise.all([
    db
      .execute<InventorySite['stock']>(sql`
      select count(distinct l.ndc_product_id)::int as "productCount", count(*)::int as "lotCount",
        count(*) filter (where l.status in ('on_hold', 'quarantine', 'recalled'))::int as "unavailableLotCount"
      from stock_lots l where l.inventory_site_id = ${id} and l.on_hand > 0`)
      .then((r) => r.rows),
    db
      .select({
        id: inventoryWorkstations.id,
        name: inventoryWorkstations.name,
        isActive: inventoryWorkstations.isActive,
      })
      .from(inventoryWorkstations)
      .where(eq(inventoryWorkstations.inventorySiteId, id))
      .orderBy(asc(inventoryWorkstations.name), asc(inventoryWorkstations.id)),
  ]);
  if (!stock) throw new Error('stock summary returned nothing');
  return { ...site, stock, workstations };
}

/** Active pharmacy facilities: the only ones an inventory may belong to (decision 057). */
export async function inventoryFacilityOptions(db: Queryable): Promise<Option[]> {
  return db
    .select({ value: facilities.id, text: facilities.name, additionalData: facilities.longName })
    .from(facilities)
    .where(and(eq(facilities.isPharmacy, true), eq(facilities.isActive, true)))
    .orderBy(asc(facilities.name), asc(facilities.id));
}
