import type { Envelope } from '@homer/contracts/envelope';
import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import {
  rxApplicationMessages as m,
  type patientApplicationSaveSchema,
  type RxRepositoryOption,
  rxApplicationReference,
} from '@homer/contracts/rx-patient-application';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { rxPatientApplications } from '../../db/schema/rx-connects-patients.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { verifyAddress } from '../../integrations/address/verify-address.ts';
import { countyExists } from '../../platform/lookups/counties.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';
import { HttpError, succeeded } from '../../plugins/errors.ts';

type Form = z.output<typeof patientApplicationSaveSchema>;

/** GET …/Repositories: the approved repositories, by name, with their city and county. */
export async function approvedRepositories(db: Db): Promise<RxRepositoryOption[]> {
  const { rows } = await db.execute<RxRepositoryOption>(sql`
    select r.id as value, r.name as text, r.city || ', ' || c.name || ' County' as place
    from rx_connects_repositories r join counties c on c.id = r.county_id
    where r.status_id = ${RxConnectsStatus.Approved}
    order by r.name, r.id`);
  return rows;
}

async function approvedRepository(db: Db, id: number) {
  const { rows } = await db.execute<{ name: string; emailAddress: string }>(sql`
    select name, email_address as "emailAddress" from rx_connects_repositories
    where id = ${id} and status_id = ${RxConnectsStatus.Approved}`);
  const repository = rows[0];
  if (!repository) throw new HttpError(400, m.repositoryNotFound);
  return repository;
}

/** The address as the address service confirms it now: the browser's copy is not trusted. */
async function floridaAddress(db: Db, config: Config, form: Form) {
  const typed = form.smartyAddress;
  if (!typed) throw new HttpError(400, m.addressRequired);
  const verified = await verifyAddress(db, config, typed);
  if (!verified) throw new HttpError(400, m.addressRequired);
  if (verified.state.toUpperCase() !== 'FL') throw new HttpError(400, m.notFlorida);
  if (!(await countyExists(db, form.countyId))) throw new HttpError(400, m.countyRequired);
  return verified;
}

/**
 * POST …/Save: a new application, Pending, for the chosen repository. The applicant gets the reference number on
 * the page and in a confirmation email; the repository is told an application is waiting, without the
 * applicant's details (an email is no place for PHI): its pharmacist opens it in HOMER.
 */
export async function submitApplication(db: Db, config: Config, form: Form): Promise<Envelope<string, null>> {
  const repository = await approvedRepository(db, form.repositoryId);
  const address = await floridaAddress(db, config, form);
  const id = await withTx(db, systemActor, async (tx) => {
    const [row] = await tx
      .insert(rxPatientApplications)
      .values({
        firstName: form.firstName,
        lastName: form.lastName,
        dateOfBirth: form.dateOfBirth,
        emailAddress: form.emailAddress,
        phoneNumber: form.phoneNumber,
        street: address.street,
        secondary: address.secondary,
        city: address.city,
        state: address.state.toUpperCase(),
        zip: address.zip,
        formattedAddress: address.formattedAddress,
        countyId: form.countyId,
        isFloridaResident: true,
        coverage: form.coverage,
        medicinesNeeded: form.medicinesNeeded,
        repositoryId: form.repositoryId,
        isAttested: true,
        signature: form.signature,
      })
      .returning({ id: rxPatientApplications.id });
    if (!row) throw new Error('application insert returned nothing');
    return row.id;
  });
  const reference = rxApplicationReference(id);
  await sendEmail(db, config, {
    to: form.emailAddress,
    subject: `Your Rx Connects application ${reference}`,
    text: [
      `Dear ${form.firstName} ${form.lastName},`,
      '',
      `Thank you for applying to receive donated medicine through Rx Connects. Your reference number is ${reference}.`,
      `The pharmacist at ${repository.name} will review your application and contact you.`,
      '',
      `Questions: ${config.programStaffEmail}`,
    ].join('\n'),
  });
  await sendEmail(db, config, {
    to: repository.emailAddress,
    subject: `New Rx Connects patient application ${reference}`,
    text: [
      `A patient applied to receive donated medicine from ${repository.name}.`,
      '',
      `Review it in HOMER: ${config.publicBaseUrl}/patient-application/${id}`,
    ].join('\n'),
  });
  return succeeded({ message: m.saved(reference), value: reference });
}
