import {
  rxPatientMessages as m,
  type RxApplication,
  type RxAvailableProduct,
  type RxDispensing,
} from '@homer/contracts/rx-connects-patients';
import { rxApplicationReference } from '@homer/contracts/rx-patient-application';
import { sql } from 'drizzle-orm';
import { isoTime } from '../../db/iso-time.ts';
import type { Queryable } from '../../db/pool.ts';
import { HttpError } from '../../plugins/errors.ts';
import { actsFor, type RepositoryScope } from './repository-scope.ts';

type Head = Omit<RxApplication, 'reference' | 'dispensings' | 'available'>;

const iso = (column: string) => isoTime(sql.raw(column));

/**
 * GET …/PatientApplications/Get/{id}: the application, what it was dispensed (lot by lot, from the ledger) and the
 * repository's donated stock that can be dispensed now. Another repository's application is "not found": its
 * existence is not the user's to know.
 */
export async function getApplication(
  db: Queryable,
  scope: RepositoryScope,
  id: number,
): Promise<RxApplication> {
  const { rows } = await db.execute<Head>(sql`
    select a.id, a.first_name as "firstName", a.last_name as "lastName",
      to_char(a.date_of_birth, 'YYYY-MM-DD') as "dateOfBirth", a.email_address as "emailAddress",
      a.phone_number as "phoneNumber", a.formatted_address as "formattedAddress", c.name as county, a.coverage,
      a.medicines_needed as "medicinesNeeded", a.repository_id as "repositoryId", r.name as "repositoryName",
      a.signature, ${iso('a.date_signed')} as "submittedAt", a.status, ${iso('a.decided_at')} as "decidedAt",
      nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "decidedBy",
      d.name as "denialReason", a.decision_note as "decisionNote"
    from rx_patient_applications a
    join counties c on c.id = a.county_id
    join rx_connects_repositories r on r.id = a.repository_id
    left join users u on u.id = a.decided_by_user_id
    left join rx_connects_denial_reasons d on d.id = a.denied_reason_id
    where a.id = ${id}`);
  const head = rows[0];
  if (!head || !actsFor(scope, head.repositoryId)) throw new HttpError(404, m.applicationNotFound);
  const [dispensings, available] = await Promise.all([
    dispensingsOf(db, id),
    head.status === 'Approved' ? availableAt(db, head.repositoryId) : Promise.resolve([]),
  ]);
  return { ...head, reference: rxApplicationReference(id), dispensings, available };
}

async function dispensingsOf(db: Queryable, applicationId: number): Promise<RxDispensing[]> {
  const { rows } = await db.execute<{
    id: number;
    dispensedAt: string;
    dispensedBy: string;
    note: string | null;
    lines: RxDispensing['lines'] | null;
  }>(sql`
    select x.id, ${iso('x.dispensed_at')} as "dispensedAt", u.first_name || ' ' || u.last_name as "dispensedBy",
      x.note,
      (select json_agg(json_build_object('productName', p.product_name, 'ndc', p.ndc, 'lotNumber', l.lot_number,
          'expiryDate', to_char(l.expiry_date, 'YYYY-MM-DD'), 'quantity', -mv.quantity,
          'dispensingUnit', p.dispensing_unit, 'packSize', p.pack_size) order by p.product_name, l.expiry_date nulls last, mv.id)
        from stock_documents doc
        join stock_movements mv on mv.document_id = doc.id
        join stock_lots l on l.id = mv.lot_id
        join ndc_products p on p.id = l.ndc_product_id
        where doc.demand_kind = 'rx_dispensing' and doc.demand_id = x.id and doc.kind = 'shipment') as lines
    from rx_dispensings x join users u on u.id = x.dispensed_by
    where x.application_id = ${applicationId}
    order by x.id desc`);
  return rows.map((row) => ({ ...row, lines: row.lines ?? [] }));
}

/** Donated units that can be dispensed: available, unexpired lots of the repository's site, per product. */
export async function availableAt(db: Queryable, repositoryId: number): Promise<RxAvailableProduct[]> {
  const { rows } = await db.execute<RxAvailableProduct>(sql`
    select p.id as "productId", p.product_name as "productName", p.ndc, p.dispensing_unit as "dispensingUnit",
      p.pack_size as "packSize", sum(l.on_hand - l.allocated)::int as available, to_char(min(l.expiry_date), 'YYYY-MM-DD') as "firstExpiry"
    from inventory_sites s
    join stock_lots l on l.inventory_site_id = s.id
    join ndc_products p on p.id = l.ndc_product_id
    where s.rx_connects_repository_id = ${repositoryId} and l.status = 'available'
      and l.on_hand > l.allocated and (l.expiry_date is null or l.expiry_date >= (now() at time zone 'UTC')::date)
    group by p.id
    order by p.product_name, p.id`);
  return rows;
}
