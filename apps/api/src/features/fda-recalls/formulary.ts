import type { Paged } from '@homer/contracts/envelope';
import {
  fdaRecallMessages,
  type NdcProduct,
  type NdcProductListQuery,
  type NdcProductSave,
} from '@homer/contracts/fda-recalls';
import { maxId } from '@homer/contracts/fields';
import { and, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { ndcProducts } from '../../db/schema/pharmacy.ts';
import type { Tx } from '../../db/tx.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { HttpError } from '../../plugins/errors.ts';

const columns = sql`p.id, p.ndc, p.product_ndc as "productNdc", p.product_name as "productName",
  p.package_description as "packageDescription", p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize",
  p.is_active as "isActive"`;

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
      from ndc_products p where ${and(where, keyset.where)}
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
    sql`select ${columns} from ndc_products p where p.id = ${id}`,
  );
  if (!rows[0]) throw new HttpError(404, fdaRecallMessages.notFound);
  return rows[0];
}

/**
 * Creates (id 0) or updates a formulary product, inside the caller's audited transaction. The same 10 digits
 * under other hyphens are the same package (decision 057), so the unique digits refuse them as a duplicate.
 */
export async function saveNdcProduct(tx: Tx, input: NdcProductSave): Promise<NdcProduct> {
  const duplicate = await tx.execute<{ id: number }>(sql`
    select id from ndc_products where ndc_digits = ${input.ndc.replace(/-/g, '')} and id <> ${input.id}`);
  if (duplicate.rows.length > 0) throw new HttpError(409, fdaRecallMessages.ndcTaken);
  const values = sql`${input.ndc}, ${input.productName}, ${input.packageDescription}, ${input.dispensingUnit},
    ${input.packSize}, ${input.isActive}`;
  const saved =
    input.id === 0
      ? await tx.execute<{ id: number }>(sql`
          insert into ndc_products (ndc, product_name, package_description, dispensing_unit, pack_size, is_active)
          values (${values})
          on conflict (ndc_digits) do nothing returning id`)
      : await tx.execute<{ id: number }>(sql`
          update ndc_products
          set (ndc, product_name, package_description, dispensing_unit, pack_size, is_active, updated_at) =
            (${values}, now())
          where id = ${input.id} returning id`);
  const id = saved.rows[0]?.id;
  if (id === undefined) {
    if (input.id === 0) throw new HttpError(409, fdaRecallMessages.ndcTaken);
    throw new HttpError(404, fdaRecallMessages.notFound);
  }
  return getNdcProduct(tx, id);
}
