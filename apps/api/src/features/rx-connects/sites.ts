import { Role } from '@homer/contracts/access';
import type { RxConnectsSiteKind } from '@homer/contracts/rx-connects-admin';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  rxConnectsDonorFacilityTypes,
  rxConnectsDonors,
  rxConnectsFacilityTypes,
  rxConnectsRepositories,
} from '../../db/schema/rx-connects.ts';

type SiteTable = typeof rxConnectsDonors | typeof rxConnectsRepositories;

/** What the review code reads of a donor or a repository; both tables name the shared columns alike. */
export type Site = {
  kind: RxConnectsSiteKind;
  table: SiteTable;
  tableName: 'rx_connects_donors' | 'rx_connects_repositories';
  facilityTypes: typeof rxConnectsDonorFacilityTypes | typeof rxConnectsFacilityTypes;
  /** The donor's contact or the repository's pharmacist in charge: who gets the account on approval. */
  contactName: AnyPgColumn;
  contactPhone: AnyPgColumn;
  signature: AnyPgColumn;
  /** The rx_connects_user_roles role the contact gets (decision 045). */
  contactRole: 'Contact' | 'Pharmacist in charge';
  /** The RxConnects module role the contact's account gets: a repository's pharmacist reviews and dispenses. */
  accountRole: Role;
};

export const sites: Record<RxConnectsSiteKind, Site> = {
  donor: {
    kind: 'donor',
    table: rxConnectsDonors,
    tableName: 'rx_connects_donors',
    facilityTypes: rxConnectsDonorFacilityTypes,
    contactName: rxConnectsDonors.contactName,
    contactPhone: rxConnectsDonors.contactPhone,
    signature: rxConnectsDonors.signature,
    contactRole: 'Contact',
    accountRole: Role.User,
  },
  repository: {
    kind: 'repository',
    table: rxConnectsRepositories,
    tableName: 'rx_connects_repositories',
    facilityTypes: rxConnectsFacilityTypes,
    contactName: rxConnectsRepositories.pharmacistName,
    contactPhone: rxConnectsRepositories.pharmacistContactPhone,
    signature: rxConnectsRepositories.pharmacistSignature,
    contactRole: 'Pharmacist in charge',
    accountRole: Role.Pharmacist,
  },
};
