import type { Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import type {
  RxDonation,
  RxDonationOptions,
  RxDonationRow,
  rxDonationListQuerySchema,
} from '@homer/contracts/rx-connects-patients';
import { rxPatientMessages as m } from '@homer/contracts/rx-connects-patients';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/pool.ts';
import { rxConnectsDonors, rxConnectsRepositories } from '../../db/schema/rx-connects.ts';
import { rxDonations } from '../../db/schema/rx-connects-patients.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { HttpError } from '../../plugins/errors.ts';
import { actsFor, inScope, type RepositoryScope } from './repository-scope.ts';

const d = rxDonations;

/** GET …/Donations/Options: the repositories the user acts for, approved donors and the active formulary. */
export async function donationOptions(db: Queryable, scope: RepositoryScope): Promise<RxDonationOptions> {
  const [repositories, donors, products] = await Promise.all([
    db.execute<{ value: number; text: string }>(sql`
      select r.id as value, r.name as text from rx_connects_repositories r
      where r.status_id = ${RxConnectsStatus.Approved} and ${inScope(scope, sql`r.id`)}
      order by r.name, r.id`),
    db.execute<{ value: number; text: string }>(sql`
      select id as value, name as text from rx_connects_donors where status_id = ${RxConnectsStatus.Approved}
      order by name, id`),
    db.execute<RxDonationOptions['products'][number]>(sql`
      select id as value, product_name as text, ndc, dispensing_unit as "dispensingUnit", pack_size as "packSize"
      from ndc_products
      where is_active order by product_name, id`),
  ]);
  return {
    repositories: repositories.rows,
    donors: donors.rows,
    products: products.rows,
    allRepositories: scope.all,
  };
}

const units = (column: 'quantity - rejected' | 'rejected') =>
  sql<number>`(select coalesce(sum(${sql.raw(column)}), 0)::int from rx_donation_lines x where x.donation_id = ${d.id})`;

/** GET …/Donations/GetList: newest first, only the user's repositories' donations. */
export async function listDonations(
  db: Queryable,
  scope: RepositoryScope,
  query: z.infer<typeof rxDonationListQuerySchema>,
): Promise<Paged<RxDonationRow>> {
  const where = and(
    inScope(scope, d.repositoryId),
    query.repositoryId ? eq(d.repositoryId, query.repositoryId) : undefined,
  );
  const keyset = keysetPage(
    {
      list: 'rx-donations',
      key: d.id,
      kind: 'integer',
      id: d.id,
      idMax: maxId,
      order: query.sortOrder ?? 'desc',
      binding: [query.repositoryId ?? 0, scope],
    },
    query,
  );
  const { rows, ...paged } = await readKeysetPage(
    db,
    { table: d, filters: where, searching: false },
    keyset,
    () =>
      keyset.apply(
        db
          .select({
            id: d.id,
            repositoryName: rxConnectsRepositories.name,
            donorName: rxConnectsDonors.name,
            receivedOn: d.receivedOn,
            inspectedBy: sql<string>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${d.inspectedBy})`,
            acceptedUnits: units('quantity - rejected'),
            rejectedUnits: units('rejected'),
            ...keyset.columns,
          })
          .from(d)
          .innerJoin(rxConnectsRepositories, eq(rxConnectsRepositories.id, d.repositoryId))
          .innerJoin(rxConnectsDonors, eq(rxConnectsDonors.id, d.donorId))
          .$dynamic(),
        where,
      ),
  );
  return { ...paged, data: rows.map(({ cursorKey: _k, cursorId: _i, ...row }) => row) };
}

/** GET …/Donations/Get/{id}: the donation and its inspected lines; another repository's is "not found". */
export async function getDonation(db: Queryable, scope: RepositoryScope, id: number): Promise<RxDonation> {
  const { rows } = await db.execute<RxDonation & { repositoryId: number }>(sql`
    select d.id, d.repository_id as "repositoryId", r.name as "repositoryName", o.name as "donorName",
      to_char(d.received_on, 'YYYY-MM-DD') as "receivedOn", u.first_name || ' ' || u.last_name as "inspectedBy",
      d.note,
      (select coalesce(sum(x.quantity - x.rejected), 0)::int from rx_donation_lines x where x.donation_id = d.id)
        as "acceptedUnits",
      (select coalesce(sum(x.rejected), 0)::int from rx_donation_lines x where x.donation_id = d.id)
        as "rejectedUnits",
      (select json_agg(json_build_object('productName', p.product_name, 'ndc', p.ndc,
          'dispensingUnit', p.dispensing_unit, 'packSize', p.pack_size, 'lotNumber', x.lot_number,
          'expiryDate', to_char(x.expiry_date, 'YYYY-MM-DD'), 'quantity', x.quantity, 'rejected', x.rejected,
          'rejectionReason', x.rejection_reason) order by x.id)
        from rx_donation_lines x join ndc_products p on p.id = x.ndc_product_id where x.donation_id = d.id) as lines
    from rx_donations d
    join rx_connects_repositories r on r.id = d.repository_id
    join rx_connects_donors o on o.id = d.donor_id
    join users u on u.id = d.inspected_by
    where d.id = ${id}`);
  const row = rows[0];
  if (!row || !actsFor(scope, row.repositoryId)) throw new HttpError(404, m.donationNotFound);
  const { repositoryId: _r, ...donation } = row;
  return { ...donation, lines: donation.lines ?? [] };
}
