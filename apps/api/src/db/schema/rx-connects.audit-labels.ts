import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { counties } from './public-forms.ts';
import {
  rxConnectsDenialReasons,
  rxConnectsDonorFacilityTypes,
  rxConnectsDonors,
  rxConnectsFacilityTypes,
  rxConnectsLicensingAgencies,
  rxConnectsRepositories,
  rxConnectsStatuses,
} from './rx-connects.ts';

const countyRef = auditRef('counties', 'County', counties, counties.id, sql`${counties.name}`);
const statusRef = auditRef(
  'rx_connects_statuses',
  'Status',
  rxConnectsStatuses,
  rxConnectsStatuses.id,
  sql`${rxConnectsStatuses.name}`,
);
const donorTypeRef = auditRef(
  'rx_connects_donor_facility_types',
  'Facility Type',
  rxConnectsDonorFacilityTypes,
  rxConnectsDonorFacilityTypes.id,
  sql`${rxConnectsDonorFacilityTypes.name}`,
);
const repositoryTypeRef = auditRef(
  'rx_connects_facility_types',
  'Facility Type',
  rxConnectsFacilityTypes,
  rxConnectsFacilityTypes.id,
  sql`${rxConnectsFacilityTypes.name}`,
);
const agencyRef = auditRef(
  'rx_connects_licensing_agencies',
  'Licensing Agency',
  rxConnectsLicensingAgencies,
  rxConnectsLicensingAgencies.id,
  sql`${rxConnectsLicensingAgencies.name}`,
);
export const donorRef = auditRef(
  'rx_connects_donors',
  'Donor',
  rxConnectsDonors,
  rxConnectsDonors.id,
  sql`${rxConnectsDonors.name}`,
);
export const repositoryRef = auditRef(
  'rx_connects_repositories',
  'Repository',
  rxConnectsRepositories,
  rxConnectsRepositories.id,
  sql`${rxConnectsRepositories.name}`,
);

export const denialReasonRef = auditRef(
  'rx_connects_denial_reasons',
  'Denial Reason',
  rxConnectsDenialReasons,
  rxConnectsDenialReasons.id,
  sql`${rxConnectsDenialReasons.name}`,
);

/** The staff decision's columns (migration 0033, decision 054). */
const decision = {
  deniedReasonId: { label: 'Denial Reason', ref: denialReasonRef },
  decisionNote: 'Decision Note',
  decidedAt: 'Decided',
  decidedByUserId: { label: 'Decided By', ref: userRef },
} as const;

const address = {
  street: 'Street',
  secondary: 'Apt / Suite',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  formattedAddress: 'Verified Address',
  countyId: { label: 'County', ref: countyRef },
} as const;

/** How the Global Audit List reads changes of Rx Connects registrations (schema/audit-labels.ts). */
export const auditLabels = [
  auditTableLabels(
    rxConnectsDonors,
    {
      id: 'ID',
      name: 'Name',
      facilityTypeId: { label: 'Type of Facility', ref: donorTypeRef },
      emailAddress: 'Email Address',
      phoneNumber: 'Phone Number',
      ...address,
      contactName: 'Contact Name',
      contactPhone: 'Contact Phone',
      isAttested: 'Attested',
      signature: 'Signature',
      dateSigned: 'Date Signed',
      comments: 'Comments',
      statusId: { label: 'Status', ref: statusRef },
      ...decision,
    },
    donorRef,
  ),
  auditTableLabels(
    rxConnectsRepositories,
    {
      id: 'ID',
      name: 'Name',
      phoneNumber: 'Phone Number',
      licenseNumber: 'License Number',
      websiteAddress: 'Website Address',
      licensingAgencyId: { label: 'Licensing Agency', ref: agencyRef },
      licenseOfIssuingAgency: 'License of Issuing Agency',
      address: 'Address',
      ...address,
      emailAddress: 'Email Address',
      pharmacistName: 'Pharmacist Name',
      pharmacistContactPhone: 'Pharmacist Contact Phone',
      facilityTypeId: { label: 'Facility Type', ref: repositoryTypeRef },
      isAttested: 'Attested',
      pharmacistSignature: 'Pharmacist Signature',
      dateSigned: 'Date Signed',
      comments: 'Comments',
      statusId: { label: 'Status', ref: statusRef },
      ...decision,
    },
    repositoryRef,
  ),
  auditTableLabels(rxConnectsDenialReasons, { id: 'ID', name: 'Name', isActive: 'Active' }, denialReasonRef),
];
