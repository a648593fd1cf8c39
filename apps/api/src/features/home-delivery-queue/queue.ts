import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import { rxNumberLength } from '@homer/contracts/home-delivery';
import {
  type HomeDeliveryListQuery,
  type HomeDeliveryRow,
  type HomeDeliveryStatusCounts,
  homeDeliveryQueueMessages,
  homeDeliveryStatuses,
  maskedPhone,
} from '@homer/contracts/home-delivery-queue';
import { and, count, eq, like, type SQL, sql } from 'drizzle-orm';
import { isoText } from '../../db/iso-text.ts';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { homeDeliveryRequestLines, homeDeliveryRequests } from '../../db/schema/pharmacy.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { HttpError } from '../../plugins/errors.ts';

const r = homeDeliveryRequests;
const lines = homeDeliveryRequestLines;

/**
 * The search box: a whole Rx number (8 digits, matched exactly through the lines' btree index) or digits anywhere
 * in the phone number (trigram index). Partial Rx numbers are not searched: digit-only trigrams are common, and
 * over every line of every request they cost more than the queue's page budget.
 */
function searchWhere(digits: string): SQL {
  const byPhone = like(r.phoneDigits, containsPattern(digits));
  if (digits.length !== rxNumberLength) return byPhone;
  return sql`${r.id} in (
    select ${r.id} from ${r} where ${byPhone}
    union
    select ${lines.requestId} from ${lines} where ${eq(lines.rxNumber, digits)})`;
}

function statusWhere(status: HomeDeliveryListQuery['status']): SQL | undefined {
  if (status === 'open') return eq(r.isOpen, true);
  if (status === '') return undefined;
  return eq(r.status, status);
}

// Written out in full: drizzle leaves columns of a one-table select unqualified, and inside this subquery an
// unqualified "id" would be the line's own id.
const prescriptionCount = sql<number>`(select count(*)::int from home_delivery_request_lines hdl
  where hdl.request_id = home_delivery_requests.id)`;

/** The search's digits; a search without any is refused (it would match every phone number). */
function searchDigits(search: string | undefined): string {
  const term = search?.trim() ?? '';
  const digits = term.replace(/\D/g, '');
  if (term !== '' && digits === '') throw new HttpError(400, homeDeliveryQueueMessages.searchDigits);
  return digits;
}

/**
 * GET …/GetStatusCounts: each status's count under the search, grouped in the database (the status index answers
 * it without the search; with one, only its matches are read). The page shows them in its status filter and says
 * how many requests the Open filter hides.
 */
export async function homeDeliveryStatusCounts(
  db: Queryable,
  query: Pick<HomeDeliveryListQuery, 'search'>,
): Promise<HomeDeliveryStatusCounts> {
  const digits = searchDigits(query.search);
  const rows = await db
    .select({ status: r.status, n: count() })
    .from(r)
    .where(digits ? searchWhere(digits) : undefined)
    .groupBy(r.status);
  return homeDeliveryStatuses.map((status) => ({
    status,
    count: rows.find((row) => row.status === status)?.n ?? 0,
  }));
}

/** GET …/GetList: one keyset page, oldest first, so the request waiting longest is on top. */
export async function listHomeDeliveryRequests(
  db: Queryable,
  query: HomeDeliveryListQuery,
): Promise<Paged<HomeDeliveryRow>> {
  const digits = searchDigits(query.search);
  const where = and(statusWhere(query.status), digits ? searchWhere(digits) : undefined);
  const keyset = keysetPage(
    {
      list: 'home-delivery-requests',
      key: r.submittedAt,
      kind: 'timestamp',
      id: r.id,
      idMax: maxId,
      order: query.sortOrder ?? 'asc',
      binding: [query.status, digits],
    },
    query,
  );
  const page = await readKeysetPage(
    db,
    { table: r, filters: where, searching: digits !== '' },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({
            id: r.id,
            submittedAt: isoText(r.submittedAt),
            phoneNumber: r.phoneNumber,
            prescriptionCount,
            status: sql<HomeDeliveryRow['status']>`${r.status}`,
            ...keyset.columns,
          })
          .from(r)
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  const { rows, ...paged } = page;
  return {
    ...paged,
    data: rows.map(({ cursorKey: _k, cursorId: _i, phoneNumber, ...row }) => ({
      ...row,
      phoneMasked: maskedPhone(phoneNumber),
    })),
  };
}
