import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import { ndcRef } from './pharmacy.audit-labels.ts';
import { counties } from './public-forms.ts';
import { denialReasonRef, donorRef, repositoryRef } from './rx-connects.audit-labels.ts';
import {
  rxDispensings,
  rxDonationLines,
  rxDonations,
  rxPatientApplications,
} from './rx-connects-patients.ts';

// Named by reference only: an applicant's name is PHI and the audit list is read more widely than the programme.
const applicationRef = auditRef(
  'rx_patient_applications',
  'Patient Application',
  rxPatientApplications,
  rxPatientApplications.id,
  sql`'RXA-' || lpad(${rxPatientApplications.id}::text, greatest(6, length(${rxPatientApplications.id}::text)), '0')`,
);
const donationRef = auditRef(
  'rx_donations',
  'Donation',
  rxDonations,
  rxDonations.id,
  sql`'Donation #' || ${rxDonations.id}`,
);
const countyRef = auditRef('rx_patient_counties', 'County', counties, counties.id, sql`${counties.name}`);
const user = (label: string) => ({ label, ref: userRef });

/** How the Global Audit List reads Rx Connects patients and donations (migration 0061, decision 112). */
export const auditLabels = [
  auditTableLabels(
    rxPatientApplications,
    {
      firstName: 'First Name',
      lastName: 'Last Name',
      dateOfBirth: 'Date of Birth',
      emailAddress: 'Email',
      phoneNumber: 'Phone',
      street: 'Street',
      secondary: 'Apt / Suite',
      city: 'City',
      state: 'State',
      zip: 'ZIP',
      formattedAddress: 'Address',
      countyId: { label: 'County', ref: countyRef },
      isFloridaResident: 'Florida Resident',
      coverage: 'Coverage',
      medicinesNeeded: 'Medicines Needed',
      repositoryId: { label: 'Repository', ref: repositoryRef },
      isAttested: 'Attested',
      signature: 'Electronic Signature',
      dateSigned: 'Date Signed',
      status: 'Status',
      deniedReasonId: { label: 'Denial Reason', ref: denialReasonRef },
      decisionNote: 'Decision Note',
      decidedAt: 'Decided',
      decidedByUserId: user('Decided By'),
    },
    applicationRef,
  ),
  auditTableLabels(
    rxDispensings,
    {
      applicationId: { label: 'Application', ref: applicationRef },
      repositoryId: { label: 'Repository', ref: repositoryRef },
      note: 'Dispensing Note',
      dispensedBy: user('Dispensed By'),
      dispensedAt: 'Dispensed',
    },
    applicationRef,
  ),
  auditTableLabels(
    rxDonations,
    {
      repositoryId: { label: 'Repository', ref: repositoryRef },
      donorId: { label: 'Donor', ref: donorRef },
      receivedOn: 'Date Received',
      stockDocumentId: 'Stock Document #',
      note: 'Note',
      inspectedBy: user('Inspected By'),
    },
    donationRef,
  ),
  auditTableLabels(
    rxDonationLines,
    {
      donationId: { label: 'Donation', ref: donationRef },
      ndcProductId: { label: 'Product', ref: ndcRef },
      lotNumber: 'Lot Number',
      expiryDate: 'Expiry Date',
      quantity: 'Quantity',
      rejected: 'Rejected',
      rejectionReason: 'Rejection Reason',
      lotId: 'Lot #',
    },
    donationRef,
  ),
];
