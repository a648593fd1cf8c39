import type { VerifiedAddress } from '@homer/contracts/address';
import type { Envelope } from '@homer/contracts/envelope';
import {
  type donorSaveRequestSchema,
  RxConnectsStatus,
  type repositorySaveRequestSchema,
  rxConnectsMessages,
} from '@homer/contracts/rx-connects';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import {
  rxConnectsDonorFacilityTypes,
  rxConnectsDonors,
  rxConnectsFacilityTypes,
  rxConnectsLicensingAgencies,
  rxConnectsRepositories,
} from '../../db/schema/rx-connects.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { verifyAddress } from '../../integrations/address/verify-address.ts';
import { countyExists } from '../../platform/lookups/counties.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';
import { type NotifyResult, notify, sendNotificationEmails } from '../../platform/notify/notify.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { rxConnectsApplicationSubmitted } from './notices.ts';
import { isActiveOption } from './queries.ts';

type DonorBody = z.output<typeof donorSaveRequestSchema>;
type RepositoryBody = z.output<typeof repositorySaveRequestSchema>;

/**
 * The address as the address service confirms it now: the browser's copy of the verified address is not
 * trusted, since anyone can post any JSON.
 */
async function confirmedAddress(db: Db, config: Config, address: VerifiedAddress | null) {
  if (!address) throw new HttpError(400, rxConnectsMessages.addressRequired);
  const verified = await verifyAddress(db, config, {
    street: address.street,
    secondary: address.secondary,
    city: address.city,
    state: address.state,
    zip: address.zip,
  });
  if (!verified) throw new HttpError(400, rxConnectsMessages.addressRequired);
  return {
    street: verified.street,
    secondary: verified.secondary,
    city: verified.city,
    state: verified.state,
    zip: verified.zip,
    formattedAddress: verified.formattedAddress,
  };
}

async function requireOption(db: Db, table: Parameters<typeof isActiveOption>[1], id: number, label: string) {
  if (!(await isActiveOption(db, table, id))) throw new HttpError(400, `${label} is required.`);
}

async function requireCounty(db: Db, countyId: number) {
  if (!(await countyExists(db, countyId))) throw new HttpError(400, rxConnectsMessages.countyRequired);
}

/**
 * SaveDonor: a new donor, Pending review. The public form creates only; the status and the date signed are
 * the server's (a visitor cannot approve their own form or back-date it).
 */
export async function saveDonor(db: Db, config: Config, form: DonorBody): Promise<Envelope<number, null>> {
  if (form.donorId !== 0)
    return { ...refused(rxConnectsMessages.publicCreatesOnly), value: null, model: null };
  await requireOption(db, rxConnectsDonorFacilityTypes, form.facilityTypeId, 'Type of Facility');
  await requireCounty(db, form.countyId);
  const address = await confirmedAddress(db, config, form.smartyAddress);
  let notified: NotifyResult | undefined;
  const id = await withTx(db, systemActor, async (tx) => {
    const [row] = await tx
      .insert(rxConnectsDonors)
      .values({
        name: form.name,
        facilityTypeId: form.facilityTypeId,
        emailAddress: form.emailAddress,
        phoneNumber: form.phoneNumber || null,
        ...address,
        countyId: form.countyId,
        contactName: form.contactName,
        contactPhone: form.contactPhone,
        isAttested: true,
        signature: form.signature,
        dateSigned: new Date(),
        comments: form.comments,
        statusId: RxConnectsStatus.Pending,
      })
      .returning({ id: rxConnectsDonors.id });
    if (!row) throw new Error('donor insert returned nothing');
    notified = await notify(tx, config, rxConnectsApplicationSubmitted('donor', row.id, form.name));
    return row.id;
  });
  await sendEmail(db, config, {
    to: config.programStaffEmail,
    subject: `New Rx Connects donor registration: ${form.name}`,
    text: [
      'A donor registered for the Prescription Drug Donation Program and is waiting for review.',
      '',
      `Donor #${id}: ${form.name}`,
      `Contact: ${form.contactName}, ${form.contactPhone}, ${form.emailAddress}`,
      `Address: ${address.formattedAddress}`,
    ].join('\n'),
  });
  await sendNotificationEmails(db, config, notified?.emails ?? []);
  return succeeded({ message: rxConnectsMessages.donorSaved, value: id });
}

/** saveRepository: a new repository application, Pending review (same rules as SaveDonor). */
export async function saveRepository(
  db: Db,
  config: Config,
  form: RepositoryBody,
): Promise<Envelope<number, null>> {
  if (form.repositoryId !== 0)
    return { ...refused(rxConnectsMessages.publicCreatesOnly), value: null, model: null };
  await requireOption(db, rxConnectsLicensingAgencies, form.licensingAgencyID, 'Licensing Agency');
  await requireOption(db, rxConnectsFacilityTypes, form.facilityTypeId, 'Facility Type');
  await requireCounty(db, form.countyId);
  const address = await confirmedAddress(db, config, form.smartyAddress);
  let notified: NotifyResult | undefined;
  const id = await withTx(db, systemActor, async (tx) => {
    const [row] = await tx
      .insert(rxConnectsRepositories)
      .values({
        name: form.name,
        phoneNumber: form.phoneNumber,
        licenseNumber: form.licenseNumber,
        websiteAddress: form.websiteAddress,
        licensingAgencyId: form.licensingAgencyID,
        licenseOfIssuingAgency: form.licenseOfIssuingAgency,
        address: form.address ?? address.formattedAddress.slice(0, 200),
        ...address,
        countyId: form.countyId,
        emailAddress: form.emailAddress,
        pharmacistName: form.pharmacistName,
        pharmacistContactPhone: form.pharmacistContactPhone,
        facilityTypeId: form.facilityTypeId,
        isAttested: true,
        pharmacistSignature: form.pharmacistSignature,
        dateSigned: new Date(),
        comments: form.comments,
        statusId: RxConnectsStatus.Pending,
      })
      .returning({ id: rxConnectsRepositories.id });
    if (!row) throw new Error('repository insert returned nothing');
    notified = await notify(tx, config, rxConnectsApplicationSubmitted('repository', row.id, form.name));
    return row.id;
  });
  await sendEmail(db, config, {
    to: config.programStaffEmail,
    subject: `New Rx Connects repository application: ${form.name}`,
    text: [
      'A pharmacy or medical facility applied to be a repository in the Prescription Drug Donation Program.',
      '',
      `Repository #${id}: ${form.name} (license ${form.licenseNumber})`,
      `Pharmacist: ${form.pharmacistName}, ${form.pharmacistContactPhone}, ${form.emailAddress}`,
      `Address: ${address.formattedAddress}`,
    ].join('\n'),
  });
  await sendNotificationEmails(db, config, notified?.emails ?? []);
  return succeeded({ message: rxConnectsMessages.repositorySaved, value: id });
}
