import type { Option } from '@homer/contracts/envelope';
import type { RepositoryDetails } from '@homer/contracts/rx-connects';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { counties } from '../../db/schema/public-forms.ts';
import {
  type rxConnectsDonorFacilityTypes,
  rxConnectsFacilityTypes,
  type rxConnectsLicensingAgencies,
  rxConnectsRepositories,
} from '../../db/schema/rx-connects.ts';
import type { Tx } from '../../db/tx.ts';

type OptionTable =
  | typeof rxConnectsDonorFacilityTypes
  | typeof rxConnectsFacilityTypes
  | typeof rxConnectsLicensingAgencies;

/** Active entries of a reference table as `{ value, text }` options, by name. */
export function activeOptions(db: Db, table: OptionTable): Promise<Option[]> {
  return db
    .select({ value: table.id, text: table.name })
    .from(table)
    .where(eq(table.isActive, true))
    .orderBy(asc(table.name));
}

/** Whether `id` is an active entry of a reference table. */
export async function isActiveOption(db: Db | Tx, table: OptionTable, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.id} = ${id} and ${table.isActive}`);
  return row !== undefined;
}

/** GetRepositoryDetails: a stored repository shaped for the registration form. */
export async function findRepositoryDetails(db: Db, id: number): Promise<RepositoryDetails | null> {
  const [row] = await db
    .select({
      repository: rxConnectsRepositories,
      county: counties.name,
      facilityType: rxConnectsFacilityTypes.name,
    })
    .from(rxConnectsRepositories)
    .innerJoin(counties, eq(counties.id, rxConnectsRepositories.countyId))
    .innerJoin(rxConnectsFacilityTypes, eq(rxConnectsFacilityTypes.id, rxConnectsRepositories.facilityTypeId))
    .where(eq(rxConnectsRepositories.id, id));
  if (!row) return null;
  const r = row.repository;
  return {
    repositoryId: r.id,
    name: r.name,
    phoneNumber: r.phoneNumber,
    licenseNumber: r.licenseNumber,
    websiteAddress: r.websiteAddress,
    licensingAgencyID: r.licensingAgencyId,
    licenseOfIssuingAgency: r.licenseOfIssuingAgency,
    address: r.address,
    smartyAddress: {
      street: r.street,
      secondary: r.secondary,
      city: r.city,
      state: r.state,
      zip: r.zip,
      countyName: row.county,
      countyId: r.countyId,
      formattedAddress: r.formattedAddress,
    },
    countyId: r.countyId,
    county: row.county,
    zip: r.zip,
    emailAddress: r.emailAddress,
    pharmacistName: r.pharmacistName,
    pharmacistContactPhone: r.pharmacistContactPhone,
    facilityTypeId: r.facilityTypeId,
    facilityType: row.facilityType,
    isAttested: r.isAttested,
    pharmacistSignature: r.pharmacistSignature,
    dateSigned: r.dateSigned.toISOString(),
    comments: r.comments,
    statusId: r.statusId,
    deniedReasonId: r.deniedReasonId,
  };
}
