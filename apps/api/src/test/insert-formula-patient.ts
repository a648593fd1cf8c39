import { sql } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { insertFacilities } from './insert-facilities.ts';

/** `days` after an ISO date, as an ISO date. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

type FormulaPatient = {
  enrolledBy: number;
  /** An eligible patient's recertification date; without it the patient is Pending. */
  recertifyBy?: string;
  /** The pharmacy that ships; a new facility's site when not given. */
  inventorySiteId?: number;
  lastName?: string;
};

/**
 * A metabolic formula patient as the enrolment page leaves one (decision 111), written directly: for tests of
 * what reads enrolments (the recertification job, notification links) rather than of enrolling.
 */
export async function insertFormulaPatient(db: Db, patient: FormulaPatient): Promise<number> {
  let siteId = patient.inventorySiteId;
  if (siteId === undefined) {
    const { facilityIds } = await insertFacilities(db, [{ name: `Formula pharmacy ${Date.now()}` }]);
    const { rows } = await db.execute<{ id: number }>(
      sql`insert into inventory_sites (facility_id, name) values (${facilityIds[0]}, 'Formula stock') returning id`,
    );
    siteId = rows[0]?.id ?? 0;
  }
  const eligible = patient.recertifyBy !== undefined;
  const { rows } = await db.execute<{ id: number }>(sql`
    with pt as (insert into patients (first_name, last_name, date_of_birth)
                values ('Test', ${patient.lastName ?? 'Formula'}, '2014-06-01') returning id)
    insert into mf_enrolments (patient_id, diagnosis, treatment_centre, state_resident, payer_status, inventory_site_id,
      shipping_method, street, city, state, zip, county_id, formatted_address, eligibility, decided_by, decided_at,
      recertify_by, enrolled_by)
    select pt.id, 'PKU', 'Metabolic Clinic', true, 'Benefit exhausted', ${siteId}, 'Ground', '1 Main St',
      'Tallahassee', 'FL', '32301', (select min(id) from counties), '1 Main St, Tallahassee FL 32301',
      ${eligible ? 'Eligible' : 'Pending'}, ${eligible ? patient.enrolledBy : null},
      ${eligible ? sql`now()` : sql`null`}, ${patient.recertifyBy ?? null}::date, ${patient.enrolledBy}
    from pt returning patient_id as id`);
  return rows[0]?.id ?? 0;
}
