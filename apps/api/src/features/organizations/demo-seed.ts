import type { FacilityType } from '@homer/contracts/organizations';
import { eq } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { facilities, organizations } from '../../db/schema/core.ts';
import type { Tx } from '../../db/tx.ts';

type DemoAddress = { street: string; city: string; zip: string; countyId: number };

// County ids are the fixed ids of migration 0009's counties; ZIP prefixes match its local address data.
const address = ({ street, city, zip, countyId }: DemoAddress) => ({
  street,
  secondary: '',
  city,
  state: 'FL',
  zip,
  countyId,
  formattedAddress: `${street}, ${city} FL ${zip}`,
});

type DemoFacility = {
  name: string;
  longName: string;
  facilityType: FacilityType;
  isPharmacy: boolean;
  supportsRequests: boolean;
  usesPfs?: boolean;
  isActive?: boolean;
  at: DemoAddress;
};

/** The core demo facilities (seed.ts), in its order: their types and verified addresses. */
const coreDetails: Array<{ facilityType: FacilityType; at: DemoAddress }> = [
  {
    facilityType: 'Pharmacy',
    at: { street: '4052 Bald Cypress Way', city: 'Tallahassee', zip: '32399', countyId: 36 },
  },
  {
    facilityType: 'Pharmacy',
    at: { street: '6101 Lake Ellenor Dr', city: 'Orlando', zip: '32809', countyId: 48 },
  },
  {
    facilityType: 'Clinic',
    at: { street: '2965 Municipal Way', city: 'Tallahassee', zip: '32304', countyId: 36 },
  },
];

const otherOrganizations: Array<{ name: string; emailDomain: string; facilities: DemoFacility[] }> = [
  {
    name: 'Department of Health in Duval County',
    emailDomain: 'duval.homer.example',
    facilities: [
      {
        name: 'Duval Central Pharmacy',
        longName: 'Department of Health in Duval County - Central Pharmacy, Jacksonville',
        facilityType: 'Pharmacy',
        isPharmacy: true,
        supportsRequests: true,
        usesPfs: true,
        at: { street: '900 University Blvd N', city: 'Jacksonville', zip: '32211', countyId: 15 },
      },
      {
        name: 'Duval Westside Clinic',
        longName: 'Department of Health in Duval County - Westside Health Center',
        facilityType: 'Clinic',
        isPharmacy: false,
        supportsRequests: false,
        at: { street: '1 W Adams St', city: 'Jacksonville', zip: '32202', countyId: 15 },
      },
    ],
  },
  {
    name: 'Department of Health in Hillsborough County',
    emailDomain: 'hillsborough.homer.example',
    facilities: [
      {
        name: 'Hillsborough Specialty Pharmacy',
        longName: 'Department of Health in Hillsborough County - Specialty Pharmacy Services, Tampa',
        facilityType: 'Pharmacy',
        isPharmacy: true,
        supportsRequests: true,
        at: { street: '1105 E Kennedy Blvd', city: 'Tampa', zip: '33602', countyId: 28 },
      },
      {
        name: 'Hillsborough Repackaging Center',
        longName: 'Department of Health in Hillsborough County - Central Repackaging',
        facilityType: 'Repackaging Center',
        isPharmacy: true,
        supportsRequests: false,
        at: { street: '4702 George Rd', city: 'Tampa', zip: '33634', countyId: 28 },
      },
      {
        // Closed: kept for its history, absent from every facility selector.
        name: 'Plant City Clinic',
        longName: 'Department of Health in Hillsborough County - Plant City Clinic (closed)',
        facilityType: 'Clinic',
        isPharmacy: false,
        supportsRequests: false,
        isActive: false,
        at: { street: '302 N Michigan Ave', city: 'Plant City', zip: '33563', countyId: 28 },
      },
    ],
  },
  {
    name: 'Bureau of Statewide Pharmaceutical Services',
    emailDomain: 'bsps.homer.example',
    facilities: [
      {
        name: 'Statewide Warehouse',
        longName: 'Bureau of Statewide Pharmaceutical Services - Distribution Warehouse',
        facilityType: 'Warehouse',
        isPharmacy: false,
        supportsRequests: false,
        at: { street: '104 W Jefferson St', city: 'Tallahassee', zip: '32301', countyId: 36 },
      },
    ],
  },
];

/**
 * Organizations and facilities as a state programme has them: county health departments with pharmacies
 * (some taking refill requests), clinics, a repackaging centre, a warehouse and one closed clinic.
 */
async function seedOrganizationsDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  for (const [i, details] of coreDetails.entries()) {
    const id = demo.facilityIds[i];
    if (id === undefined) continue;
    await tx
      .update(facilities)
      .set({ facilityType: details.facilityType, ...address(details.at) })
      .where(eq(facilities.id, id));
  }
  for (const org of otherOrganizations) {
    const [row] = await tx
      .insert(organizations)
      .values({ name: org.name, emailDomain: org.emailDomain })
      .returning({ id: organizations.id });
    if (!row) throw new Error('organization insert returned nothing');
    await tx
      .insert(facilities)
      .values(org.facilities.map(({ at, ...f }) => ({ ...f, organizationId: row.id, ...address(at) })));
  }
}

export const demoSeed: AreaDemoSeed = { area: 'organizations', after: [], seed: seedOrganizationsDemo };
