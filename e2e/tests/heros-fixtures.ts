import { withDatabase } from './e2e-database.ts';

/** The demo seed's round, open from the start. */
export const demoRound = 'HEROS Round 1';

/**
 * A copy of a demo agency under a new name and primary contact, operating in its county or in the county named
 * (the HEROS report counts doses by the county an agency operates in).
 */
export async function insertAgency(agencyName: string, primaryEmail: string, operationCounty?: string) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `insert into heros_agencies
         (agency_name, fein, tax_status_id, county_id, operation_county_id, org_type_id, agency_address,
          ship_address, agency_head_name, agency_head_title, agency_head_email, agency_head_phone_number,
          primary_name, primary_title, primary_email, primary_phone)
       select $1, fein, tax_status_id, county_id,
              coalesce((select id from counties where name = $4), operation_county_id), org_type_id,
              agency_address, ship_address,
              'Pat Chief', 'Fire Chief', $3, '850-555-0100', 'Sam Primary', 'Captain', $2, '850-555-0142'
       from heros_agencies where agency_name = 'Tampa Fire Rescue'
       returning id`,
      [agencyName, primaryEmail, `chief-${primaryEmail}`, operationCounty ?? null],
    );
    if (!rows[0]) throw new Error('The agency was not written');
    return rows[0].id;
  });
}

type ApplicationOptions = {
  /** The round's name: the demo round unless another is given. */
  round?: string;
  /** Doses of the round's first order option. */
  doses?: number;
  operationCounty?: string;
};

/** A new agency with a submitted application in a round (the demo round, 250 doses of its first option by default). */
export async function submittedApplication(
  agencyName: string,
  primaryEmail: string,
  { round = demoRound, doses = 250, operationCounty }: ApplicationOptions = {},
) {
  const agencyId = await insertAgency(agencyName, primaryEmail, operationCounty);
  return withDatabase(async (db) => {
    const { rows: applications } = await db.query<{ id: number }>(
      `insert into heros_applications
         (round_id, agency_id, is_public_submit, application_status, overdoses_previous_year,
          percentage_trained_naloxone, narrative, oath_accepted_new, oath_date_time_new)
       select id, $1, true, 1, '37', '90%', 'Our engine companies carry naloxone on every call.', true, now()
       from heros_rounds where name = $2
       returning id`,
      [agencyId, round],
    );
    const applicationId = applications[0]?.id;
    if (!applicationId) throw new Error('The application was not written');
    await db.query(
      `insert into heros_application_orders (application_id, order_option_id, doses_requested)
       select $1, o.id, $3 from heros_order_options o join heros_rounds r on r.id = o.round_id
       where r.name = $2 order by o.sort_order limit 1`,
      [applicationId, round, doses],
    );
    return { agencyId, applicationId };
  });
}

/** A closed round of one test alone, with one order option, so that figures by round are that test's. */
export async function roundOfItsOwn(name: string): Promise<number> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `with r as (insert into heros_rounds (name) values ($1) returning id),
       o as (insert into heros_order_options (round_id, option_name, dosage) select id, 'Naloxone nasal spray', '4 mg' from r)
       select id from r`,
      [name],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('The round was not written');
    return id;
  });
}
