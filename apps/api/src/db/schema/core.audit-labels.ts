import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { facilities, moduleAccess, organizations, userFacilities, users } from './core.ts';
import { counties } from './public-forms.ts';

export const userRef = auditRef(
  'users',
  'User',
  users,
  users.id,
  sql`${users.firstName} || ' ' || ${users.lastName}`,
);
export const organizationRef = auditRef(
  'organizations',
  'Organization',
  organizations,
  organizations.id,
  sql`${organizations.name}`,
);
export const facilityRef = auditRef(
  'facilities',
  'Facility',
  facilities,
  facilities.id,
  sql`${facilities.name}`,
);

const countyRef = auditRef('counties', 'County', counties, counties.id, sql`${counties.name}`);

/** How the Global Audit List reads changes of the core tables (schema/audit-labels.ts). */
export const auditLabels = [
  auditTableLabels(
    users,
    {
      id: 'ID',
      userName: 'Username',
      email: 'Email',
      firstName: 'First Name',
      lastName: 'Last Name',
      phoneNumber: 'Phone Number',
      organizationId: { label: 'Organization', ref: organizationRef },
      passwordHash: { label: 'Password', secret: true },
      inactivityTimeout: 'Inactivity Timeout',
      isInternalBphpUser: 'Internal BPHP User',
      invWorkstationId: 'Inventory Workstation #',
      ciWorkstationId: 'CI Workstation #',
      isRxUser: 'Rx User',
      needToResetPin: 'Must Reset PIN',
      fidoMfaEnabled: 'Security Key MFA',
      fingerprintMfaEnabled: 'Fingerprint MFA',
      disabled: 'Disabled',
      sessionsRevokedAt: 'Signed Out Everywhere',
    },
    userRef,
  ),
  auditTableLabels(
    organizations,
    { id: 'ID', name: 'Name', emailDomain: 'Email Domain', isActive: 'Is Active' },
    organizationRef,
  ),
  auditTableLabels(
    facilities,
    {
      id: 'ID',
      organizationId: { label: 'Organization', ref: organizationRef },
      name: 'Name',
      longName: 'Long Name',
      isPharmacy: 'Pharmacy',
      supportsRequests: 'Takes Requests',
      usesPfs: 'Uses PFS',
      isActive: 'Is Active',
      facilityType: 'Type',
      street: 'Street',
      secondary: 'Apt / Suite',
      city: 'City',
      state: 'State',
      zip: 'ZIP',
      formattedAddress: 'Verified Address',
      countyId: { label: 'County', ref: countyRef },
    },
    facilityRef,
  ),
  auditTableLabels(
    userFacilities,
    { userId: { label: 'User', ref: userRef }, facilityId: { label: 'Facility', ref: facilityRef } },
    userRef,
  ),
  auditTableLabels(
    moduleAccess,
    { userId: { label: 'User', ref: userRef }, module: 'Module Access', role: 'Module Role' },
    userRef,
  ),
];
