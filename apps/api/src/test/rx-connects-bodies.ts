import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import { tallahasseeAddress } from './verified-address.ts';

/** A donor registration as the page sends it, without the guard fields; tests override what they probe. */
export const validDonor = (smartyAddress: object = tallahasseeAddress) => ({
  donorId: 0,
  name: 'Sunrise Nursing Home',
  facilityTypeId: 3,
  emailAddress: 'donations@sunrise.example.com',
  phoneNumber: '(850) 555-0123',
  smartyAddress,
  countyId: 36,
  contactName: 'Dana Director',
  contactPhone: '850-555-0124 ext. 12',
  isAttested: true,
  signature: 'Dana Director',
  dateSigned: '2026-11-22T09:30:00.000Z',
  comments: 'Weekly pickups preferred.',
  statusId: RxConnectsStatus.Pending,
});

/** A repository registration as the page sends it, without the guard fields. */
export const validRepository = (smartyAddress: object = tallahasseeAddress) => ({
  repositoryId: 0,
  name: 'Capital Community Pharmacy',
  phoneNumber: '+1 (850) 555-0150',
  licenseNumber: 'PH12345',
  websiteAddress: 'N/A',
  licensingAgencyID: 1,
  licenseOfIssuingAgency: 'PH12345',
  address: null,
  smartyAddress,
  countyId: 36,
  emailAddress: 'rx@capital.example.com',
  pharmacistName: 'Pat Pharmacist',
  pharmacistContactPhone: '850.555.0151',
  facilityTypeId: 1,
  isAttested: true,
  pharmacistSignature: 'Pat Pharmacist',
  dateSigned: '2026-11-22',
  comments: null,
  statusId: RxConnectsStatus.Pending,
});
