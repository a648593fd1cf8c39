import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import type { rxConnectsDonors, rxConnectsRepositories } from '../../db/schema/rx-connects.ts';

export type DonorInsert = typeof rxConnectsDonors.$inferInsert;
export type RepositoryInsert = typeof rxConnectsRepositories.$inferInsert;

const leonAddress = {
  street: '4052 Bald Cypress Way',
  secondary: '',
  city: 'Tallahassee',
  state: 'FL',
  zip: '32399',
  formattedAddress: '4052 Bald Cypress Way, Tallahassee, FL 32399',
  countyId: 36,
};

/** A donor application as the public form stores it (Pending), for the demo, tests and the bench. */
export function donorValues(values: Partial<DonorInsert> = {}): DonorInsert {
  return {
    name: 'Capital Regional Pharmacy',
    facilityTypeId: 1,
    emailAddress: 'donations@capital-pharmacy.example',
    phoneNumber: '(850) 555-0101',
    ...leonAddress,
    contactName: 'Dana Donor',
    contactPhone: '(850) 555-0102',
    isAttested: true,
    signature: 'Dana Donor',
    dateSigned: new Date(),
    comments: null,
    statusId: RxConnectsStatus.Pending,
    ...values,
  };
}

/** A repository application as the public form stores it (Pending). */
export function repositoryValues(values: Partial<RepositoryInsert> = {}): RepositoryInsert {
  return {
    name: 'Bond Community Health Center',
    phoneNumber: '(850) 555-0111',
    licenseNumber: 'PH12345',
    websiteAddress: 'N/A',
    licensingAgencyId: 1,
    licenseOfIssuingAgency: null,
    address: leonAddress.formattedAddress,
    ...leonAddress,
    emailAddress: 'pharmacy@bond-health.example',
    pharmacistName: 'Ray Repository',
    pharmacistContactPhone: '(850) 555-0112',
    facilityTypeId: 4,
    isAttested: true,
    pharmacistSignature: 'Ray Repository',
    dateSigned: new Date(),
    comments: null,
    statusId: RxConnectsStatus.Pending,
    ...values,
  };
}
