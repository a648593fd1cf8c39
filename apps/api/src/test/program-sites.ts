import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import type { Queryable } from '../db/pool.ts';
import { herosAgencies } from '../db/schema/heros.ts';
import { rxConnectsDonors, rxConnectsRepositories } from '../db/schema/rx-connects.ts';

const place = {
  street: '1 Main St',
  secondary: '',
  city: 'Tallahassee',
  state: 'FL',
  zip: '32301',
  countyId: 36,
};

/** A HEROS agency with the least the table requires, for tests. */
export async function insertAgency(db: Queryable, agencyName: string): Promise<number> {
  const address = { ...place, countyName: 'Leon', formattedAddress: '1 Main St, Tallahassee FL 32301' };
  const [row] = await db
    .insert(herosAgencies)
    .values({
      agencyName,
      fein: '59-0000000',
      taxStatusId: 3,
      countyId: 36,
      operationCountyId: 36,
      orgTypeId: 1,
      agencyAddress: address,
      shipAddress: address,
      agencyHeadName: 'Head',
      agencyHeadTitle: 'Chief',
      agencyHeadEmail: 'head@example.com',
      agencyHeadPhoneNumber: '850-555-0100',
      primaryName: 'Primary',
      primaryTitle: 'Coordinator',
      primaryEmail: 'primary@example.com',
      primaryPhone: '850-555-0101',
    })
    .returning({ id: herosAgencies.id });
  if (!row) throw new Error('agency insert returned nothing');
  return row.id;
}

const common = (name: string, statusId: number) => ({
  name,
  ...place,
  formattedAddress: '1 Main St, Tallahassee FL 32301',
  emailAddress: 'site@example.com',
  isAttested: true,
  dateSigned: new Date(),
  statusId,
});

export async function insertRepository(
  db: Queryable,
  name: string,
  statusId: number = RxConnectsStatus.Approved,
): Promise<number> {
  const [row] = await db
    .insert(rxConnectsRepositories)
    .values({
      ...common(name, statusId),
      phoneNumber: '850-555-0102',
      licenseNumber: 'PH1',
      websiteAddress: 'https://example.com',
      licensingAgencyId: 1,
      pharmacistName: 'Pat Pharmacist',
      pharmacistContactPhone: '850-555-0103',
      facilityTypeId: 1,
      pharmacistSignature: 'Pat Pharmacist',
    })
    .returning({ id: rxConnectsRepositories.id });
  if (!row) throw new Error('repository insert returned nothing');
  return row.id;
}

export async function insertDonor(
  db: Queryable,
  name: string,
  statusId: number = RxConnectsStatus.Approved,
): Promise<number> {
  const [row] = await db
    .insert(rxConnectsDonors)
    .values({
      ...common(name, statusId),
      facilityTypeId: 1,
      contactName: 'Dee Donor',
      contactPhone: '850-555-0104',
      signature: 'Dee Donor',
    })
    .returning({ id: rxConnectsDonors.id });
  if (!row) throw new Error('donor insert returned nothing');
  return row.id;
}
