import type { Paged } from '@homer/contracts/envelope';
import {
  fdaRecallLimits,
  fdaRecallMessages,
  type NdcProduct,
  type NdcProductListQuery,
  type NdcProductSave,
} from '@homer/contracts/fda-recalls';
import { maxId } from '@homer/contracts/fields';
import { and, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { idArray } from '../../db/id-array.ts';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { ndcProducts } from '../../db/schema/pharmacy.ts';
import type { Tx } from '../../db/tx.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { HttpError } from '../../plugins/errors.ts';

/** A product's columns; `s` is the product it is repackaged from (left joined as `sourceJoin`). */
const columns = sql`p.id, p.ndc, p.product_ndc as "productNdc", p.product_name as "productName",
  p.package_description as "packageDescription", p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize",
  p.repack_source_product_id as "repackSourceProductId", s.ndc || ' ' || s.product_name as "repackSourceName",
  p.bud_months as "budMonths", p.bud_quarter_of_remaining as "budQuarterOfRemaining", p.is_active as "isActive"`;
const sourceJoin = sql`left join ndc_products s on s.id = p.repack_source_product_id`;

/** The formulary as `p`, the name its SQL uses. */
const p = alias(ndcProducts, 'p');

const sortKeys = { productName: p.productName, ndc: p.ndcDigits } as const;

/**
 * The search box: digits (with or without hyphens) find NDCs containing them; other text finds product names
 * (trigram index ndc_products_name_trgm_idx).
 */
function searchWhere(term: string): SQL {
  if (/^[\d-]+$/.test(term)) return sql`p.ndc_digits like ${containsPattern(term.replace(/-/g, ''))}`;
  return sql`(p.product_name ilike ${containsPattern(term)} or p.package_description ilike ${containsPattern(term)})`;
}

/** GET …/GetNdcProductList: by product name or NDC, keyset-paged like every long list (decision 027). */
export async function listNdcProducts(db: Queryable, query: NdcProductListQuery): Promise<Paged<NdcProduct>> {
  const parts: SQL[] = [sql`true`];
  if (query.isActive) parts.push(sql`p.is_active = ${query.isActive === 'true'}`);
  const term = query.search?.trim() ?? '';
  if (term) parts.push(searchWhere(term));
  const where = sql.join(parts, sql` and `);
  const sortField = query.sortField === 'ndc' ? 'ndc' : 'productName';
  const keyset = keysetPage(
    {
      list: 'ndc-products',
      key: sortKeys[sortField],
      kind: 'text',
      id: p.id,
      idMax: maxId,
      order: query.sortOrder === 'desc' ? 'desc' : 'asc',
      binding: [sortField, query.isActive, term],
    },
    query,
  );
  const page = await readKeysetPage(
    db,
    { table: p, filters: where, searching: term !== '' },
    keyset,
    async (sortMatches) => {
      const { rows } = await db.execute<NdcProduct & { cursorKey: string | null; cursorId: number }>(sql`
      select ${columns}, ${keyset.columns.cursorKey} as "cursorKey", ${keyset.columns.cursorId} as "cursorId"
      from ndc_products p ${sourceJoin} where ${and(where, keyset.where)}
      order by ${sql.join(keyset.orderBy(sortMatches), sql`, `)}
      limit ${keyset.limit} offset ${keyset.offset}`);
      return rows;
    },
  );
  const { rows, ...paged } = page;
  return { ...paged, data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => row) };
}

export async function getNdcProduct(db: Queryable, id: number): Promise<NdcProduct> {
  const { rows } = await db.execute<NdcProduct>(
    sql`select ${columns} from ndc_products p ${sourceJoin} where p.id = ${id}`,
  );
  if (!rows[0]) throw new HttpError(404, fdaRecallMessages.notFound);
  return rows[0];
}

type LockedProduct = {
  id: number;
  isActive: boolean;
  dispensingUnit: string;
  repackSourceProductId: number | null;
};

/**
 * Decision 106's rules for "Repackaged From": an active bulk product of the formulary (one not itself repackaged,
 * so no chains), not the product itself, counted in the same dispensing unit; and a product others are repackaged
 * from stays a bulk product counted as they are. The product and its source are locked (in id order, so two saves
 * cannot deadlock) before anything is read, so concurrent saves cannot build a chain between them.
 */
async function checkRepackSource(tx: Tx, input: NdcProductSave, sourceId: number | null): Promise<void> {
  if (sourceId !== null && sourceId === input.id)
    throw new HttpError(400, fdaRecallMessages.repackFromItself);
  const ids = [input.id, sourceId ?? 0].filter((id) => id > 0);
  if (ids.length === 0) return;
  const { rows } = await tx.execute<LockedProduct>(sql`
    select id, is_active as "isActive", dispensing_unit as "dispensingUnit",
      repack_source_product_id as "repackSourceProductId"
    from ndc_products where id = any(${idArray(ids)}) order by id for update`);
  const current = rows.find((row) => row.id === input.id);
  if (sourceId !== null) {
    const source = rows.find((row) => row.id === sourceId);
    // A source that has since been deactivated may stay while the product keeps it (e.g. to deactivate it too).
    const kept = current?.repackSourceProductId === sourceId;
    if (!source || (!source.isActive && !kept))
      throw new HttpError(400, fdaRecallMessages.repackSourceInactive);
    if (source.repackSourceProductId !== null) throw new HttpError(400, fdaRecallMessages.repackChain);
    if (source.dispensingUnit !== input.dispensingUnit)
      throw new HttpError(400, fdaRecallMessages.repackUnitDiffers(source.dispensingUnit));
  }
  if (!current) return;
  const dependents = await tx.execute<{ dispensingUnit: string }>(sql`
    select dispensing_unit as "dispensingUnit" from ndc_products where repack_source_product_id = ${input.id}
    order by dispensing_unit <> ${input.dispensingUnit} desc, id limit 1`);
  const dependent = dependents.rows[0];
  if (!dependent) return;
  if (sourceId !== null) throw new HttpError(400, fdaRecallMessages.repackChain);
  if (dependent.dispensingUnit !== input.dispensingUnit)
    throw new HttpError(400, fdaRecallMessages.repackDependentsUnit(dependent.dispensingUnit));
}

/**
 * Creates (id 0) or updates a formulary product, inside the caller's audited transaction. The same 10 digits
 * under other hyphens are the same package (decision 057), so the unique digits refuse them as a duplicate.
 * A product not repackaged keeps the default beyond-use policy: the policy means nothing without a source.
 */
export async function saveNdcProduct(tx: Tx, input: NdcProductSave): Promise<NdcProduct> {
  const duplicate = await tx.execute<{ id: number }>(sql`
    select id from ndc_products where ndc_digits = ${input.ndc.replace(/-/g, '')} and id <> ${input.id}`);
  if (duplicate.rows.length > 0) throw new HttpError(409, fdaRecallMessages.ndcTaken);
  const sourceId = input.repackSourceProductId || null;
  await checkRepackSource(tx, input, sourceId);
  const budMonths = sourceId === null ? fdaRecallLimits.budMonths : input.budMonths;
  const budQuarter = sourceId !== null && input.budQuarterOfRemaining;
  const values = sql`${input.ndc}, ${input.productName}, ${input.packageDescription}, ${input.dispensingUnit},
    ${input.packSize}, ${sourceId}, ${budMonths}, ${budQuarter}, ${input.isActive}`;
  const saved =
    input.id === 0
      ? await tx.execute<{ id: number }>(sql`
          insert into ndc_products (ndc, product_name, package_description, dispensing_unit, pack_size,
            repack_source_product_id, bud_months, bud_quarter_of_remaining, is_active)
          values (${values})
          on conflict (ndc_digits) do nothing returning id`)
      : await tx.execute<{ id: number }>(sql`
          update ndc_products
          set (ndc, product_name, package_description, dispensing_unit, pack_size, repack_source_product_id,
            bud_months, bud_quarter_of_remaining, is_active, updated_at) = (${values}, now())
          where id = ${input.id} returning id`);
  const id = saved.rows[0]?.id;
  if (id === undefined) {
    if (input.id === 0) throw new HttpError(409, fdaRecallMessages.ndcTaken);
    throw new HttpError(404, fdaRecallMessages.notFound);
  }
  return getNdcProduct(tx, id);
}
