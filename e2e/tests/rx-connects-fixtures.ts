import { randomInt } from 'node:crypto';
import { withDatabase } from './e2e-database.ts';

const one = <T>(sql: string, values: unknown[] = []) =>
  withDatabase(async (db) => (await db.query(sql, values)).rows[0] as T);

/**
 * An approved repository and an approved donor of one test alone, the demo pharmacist linked to the repository as
 * its staff, and a resident's pending application to it (the public form is another spec's: written with SQL).
 */
export async function rxFixtures(tag: string) {
  const repositoryName = `E2E Rx Repository ${tag}`;
  const donorName = `E2E Rx Donor ${tag}`;
  const repository = await one<{ id: number }>(
    `insert into rx_connects_repositories (name, phone_number, license_number, website_address,
       licensing_agency_id, street, city, state, zip, formatted_address, county_id, email_address, pharmacist_name,
       pharmacist_contact_phone, facility_type_id, is_attested, pharmacist_signature, date_signed, status_id,
       decided_at)
     values ($1, '(850) 555-0111', 'PH1', 'N/A', 1, '4052 Bald Cypress Way', 'Tallahassee', 'FL', '32399',
       '4052 Bald Cypress Way, Tallahassee, FL 32399', 36, $2, 'Rhea Pharmacist', '(850) 555-0112', 4, true,
       'Rhea Pharmacist', now(), 2, now()) returning id`,
    [repositoryName, `repository.${tag}@rx.example`],
  );
  await one(
    `insert into rx_connects_user_roles (user_id, repository_id, role)
     select id, $1, 'Staff' from users where lower(user_name) = 'pharmacist' returning id`,
    [repository.id],
  );
  await one(
    `insert into rx_connects_donors (name, facility_type_id, email_address, street, city, state, zip,
       formatted_address, county_id, contact_name, contact_phone, is_attested, signature, date_signed, status_id,
       decided_at)
     values ($1, 3, $2, '4052 Bald Cypress Way', 'Tallahassee', 'FL', '32399',
       '4052 Bald Cypress Way, Tallahassee, FL 32399', 36, 'Dana Donor', '850-555-0130', true, 'Dana Donor', now(),
       2, now()) returning id`,
    [donorName, `donor.${tag}@rx.example`],
  );
  const lastName = `Applicant${tag}`;
  const application = await one<{ id: number }>(
    `insert into rx_patient_applications (first_name, last_name, date_of_birth, email_address, phone_number, street,
       city, state, zip, formatted_address, county_id, is_florida_resident, coverage, medicines_needed,
       repository_id, is_attested, signature)
     values ('Rosa', $1, '1958-09-21', $2, '(850) 555-0177', '2555 Shumard Oak Blvd', 'Tallahassee', 'FL',
       '32399', '2555 Shumard Oak Blvd, Tallahassee FL 32399', 36, true, 'Uninsured',
       'Metformin and a blood-pressure medicine', $3, true, 'Rosa ${tag}') returning id`,
    [lastName, `rosa.${tag}@applicant.example`, repository.id],
  );
  // Products of this test alone: a demo product may be under a recall that covers every lot, and a donated lot of it
  // would arrive recalled and never be offered for dispensing.
  const digits = (n: number) => String(randomInt(10 ** n)).padStart(n, '0');
  const productNames = [`E2E Donated Amlodipine ${tag}`, `E2E Donated Lisinopril ${tag}`];
  for (const name of productNames)
    await one(
      `insert into ndc_products (ndc, product_name, dispensing_unit, pack_size) values ($1, $2, 'tablet', 30)
       returning id`,
      [`9${digits(3)}-${digits(4)}-${digits(2)}`, name],
    );
  return {
    repositoryId: repository.id,
    repositoryName,
    donorName,
    applicationId: application.id,
    lastName,
    productNames,
  };
}
