import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import {
  decisionsFor,
  type RxConnectsApplication,
  rxConnectsAdminMessages,
  rxConnectsStatusNames,
} from '@homer/contracts/rx-connects-admin';
import { eq, sql } from 'drizzle-orm';
import { entityAuditHistory } from '../../db/entity-audit.ts';
import type { Queryable } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { rxConnectsUserRoles } from '../../db/schema/program-links.ts';
import { counties } from '../../db/schema/public-forms.ts';
import {
  rxConnectsDenialReasons,
  rxConnectsDonorFacilityTypes,
  rxConnectsDonors,
  rxConnectsFacilityTypes,
  rxConnectsLicensingAgencies,
  rxConnectsRepositories,
} from '../../db/schema/rx-connects.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Site } from './sites.ts';

type Common = {
  id: number;
  name: string;
  statusId: number;
  formattedAddress: string;
  countyName: string;
  isAttested: boolean;
  dateSigned: Date;
  comments: string | null;
  emailAddress: string;
  deniedReasonName: string | null;
  decisionNote: string | null;
  decidedAt: Date | null;
  decidedByName: string | null;
};
type Loaded = Common & {
  contactName: string;
  signature: string;
  fields: { label: string; value: string }[];
};

const decidedByName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

async function loadDonor(db: Queryable, id: number): Promise<Loaded | null> {
  const d = rxConnectsDonors;
  const [row] = await db
    .select({
      id: d.id,
      name: d.name,
      statusId: d.statusId,
      formattedAddress: d.formattedAddress,
      countyName: counties.name,
      isAttested: d.isAttested,
      dateSigned: d.dateSigned,
      comments: d.comments,
      emailAddress: d.emailAddress,
      deniedReasonName: rxConnectsDenialReasons.name,
      decisionNote: d.decisionNote,
      decidedAt: d.decidedAt,
      decidedByName,
      facilityType: rxConnectsDonorFacilityTypes.name,
      phoneNumber: d.phoneNumber,
      contactName: d.contactName,
      contactPhone: d.contactPhone,
      signature: d.signature,
    })
    .from(d)
    .innerJoin(counties, eq(counties.id, d.countyId))
    .innerJoin(rxConnectsDonorFacilityTypes, eq(rxConnectsDonorFacilityTypes.id, d.facilityTypeId))
    .leftJoin(rxConnectsDenialReasons, eq(rxConnectsDenialReasons.id, d.deniedReasonId))
    .leftJoin(users, eq(users.id, d.decidedByUserId))
    .where(eq(d.id, id));
  if (!row) return null;
  const { facilityType, phoneNumber, contactPhone, ...common } = row;
  return {
    ...common,
    fields: [
      { label: 'Donor Name', value: row.name },
      { label: 'Type of Facility', value: facilityType },
      { label: 'Email', value: row.emailAddress },
      { label: 'Phone', value: phoneNumber ?? '' },
      { label: 'Contact Name', value: row.contactName },
      { label: 'Contact Telephone', value: contactPhone },
    ],
  };
}

async function loadRepository(db: Queryable, id: number): Promise<Loaded | null> {
  const r = rxConnectsRepositories;
  const [row] = await db
    .select({
      id: r.id,
      name: r.name,
      statusId: r.statusId,
      formattedAddress: r.formattedAddress,
      countyName: counties.name,
      isAttested: r.isAttested,
      dateSigned: r.dateSigned,
      comments: r.comments,
      emailAddress: r.emailAddress,
      deniedReasonName: rxConnectsDenialReasons.name,
      decisionNote: r.decisionNote,
      decidedAt: r.decidedAt,
      decidedByName,
      phoneNumber: r.phoneNumber,
      licenseNumber: r.licenseNumber,
      websiteAddress: r.websiteAddress,
      licensingAgency: rxConnectsLicensingAgencies.name,
      licenseOfIssuingAgency: r.licenseOfIssuingAgency,
      address: r.address,
      contactName: r.pharmacistName,
      pharmacistContactPhone: r.pharmacistContactPhone,
      facilityType: rxConnectsFacilityTypes.name,
      signature: r.pharmacistSignature,
    })
    .from(r)
    .innerJoin(counties, eq(counties.id, r.countyId))
    .innerJoin(rxConnectsFacilityTypes, eq(rxConnectsFacilityTypes.id, r.facilityTypeId))
    .innerJoin(rxConnectsLicensingAgencies, eq(rxConnectsLicensingAgencies.id, r.licensingAgencyId))
    .leftJoin(rxConnectsDenialReasons, eq(rxConnectsDenialReasons.id, r.deniedReasonId))
    .leftJoin(users, eq(users.id, r.decidedByUserId))
    .where(eq(r.id, id));
  if (!row) return null;
  return {
    ...row,
    fields: [
      { label: 'Facility Name', value: row.name },
      { label: 'Phone Number', value: row.phoneNumber },
      { label: 'License Number', value: row.licenseNumber },
      { label: 'Website Address', value: row.websiteAddress },
      { label: 'Licensing Agency', value: row.licensingAgency },
      { label: 'License of Issuing Agency', value: row.licenseOfIssuingAgency ?? '' },
      { label: 'Facility Type', value: row.facilityType },
      { label: 'Address', value: row.address ?? '' },
      { label: 'Email Address', value: row.emailAddress },
      { label: 'Pharmacist Name', value: row.contactName },
      { label: 'Pharmacist Contact Phone', value: row.pharmacistContactPhone },
    ],
  };
}

async function linkedUsers(db: Queryable, site: Site, id: number) {
  const ur = rxConnectsUserRoles;
  return db
    .select({
      userId: users.id,
      userName: users.userName,
      fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      role: ur.role,
    })
    .from(ur)
    .innerJoin(users, eq(users.id, ur.userId))
    .where(site.kind === 'donor' ? eq(ur.donorId, id) : eq(ur.repositoryId, id))
    .orderBy(users.lastName, users.firstName);
}

/** GET …/GetApplication: the whole application as submitted, its decision, and who holds a role there. */
export async function getApplication(
  db: Queryable,
  site: Site,
  id: number,
  isAdmin: boolean,
): Promise<RxConnectsApplication> {
  const loaded = site.kind === 'donor' ? await loadDonor(db, id) : await loadRepository(db, id);
  if (!loaded) throw new HttpError(404, rxConnectsAdminMessages.notFound);
  return {
    kind: site.kind,
    id: loaded.id,
    name: loaded.name,
    statusId: loaded.statusId,
    statusName: rxConnectsStatusNames[loaded.statusId] ?? String(loaded.statusId),
    fields: loaded.fields,
    formattedAddress: loaded.formattedAddress,
    countyName: loaded.countyName,
    isAttested: loaded.isAttested,
    signature: loaded.signature,
    dateSigned: loaded.dateSigned.toISOString(),
    comments: loaded.comments,
    contactName: loaded.contactName,
    emailAddress: loaded.emailAddress,
    deniedReasonName: loaded.deniedReasonName,
    decisionNote: loaded.decisionNote,
    decidedAt: loaded.decidedAt?.toISOString() ?? null,
    decidedByName: loaded.decidedByName,
    linkedUsers: await linkedUsers(db, site, id),
    decisions: isAdmin ? decisionsFor(loaded.statusId) : [],
  };
}

/** GET …/GetHistory: the application's audit trail, newest first. */
export async function applicationHistory(db: Queryable, site: Site, id: number): Promise<EntityAuditRow[]> {
  const [exists] = await db.select({ id: site.table.id }).from(site.table).where(eq(site.table.id, id));
  if (!exists) throw new HttpError(404, rxConnectsAdminMessages.notFound);
  return entityAuditHistory(db, site.tableName, id, 500);
}
