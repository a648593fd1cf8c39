import type { Envelope, Paged } from '@homer/contracts/envelope';
import { maxId } from '@homer/contracts/fields';
import {
  type HerosAgencyApplication,
  type HerosAgencyDetail,
  type HerosAgencyDetailFields,
  type HerosAgencyListQuery,
  type HerosAgencyRow,
  herosMessagesBackOffice as m,
} from '@homer/contracts/heros';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isoText, isoTextOrNull } from '../../db/iso-text.ts';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import {
  herosAgencies,
  herosApplications,
  herosOrgTaxStatuses,
  herosOrgTypes,
  herosRounds,
} from '../../db/schema/heros.ts';
import { herosAgencyContacts } from '../../db/schema/program-links.ts';
import { counties } from '../../db/schema/public-forms.ts';
import { keysetPage, readKeysetPage } from '../../platform/paging/keyset-paging.ts';
import { HttpError, succeeded } from '../../plugins/errors.ts';
import { statusName } from './common.ts';
import { totalDoses } from './queue.ts';

const ag = herosAgencies;
const operationCounty = alias(counties, 'operation_county');

/** The agency's every field with its choices' names (the application page and the agency page). */
export async function agencyFields(db: Queryable, agencyId: number): Promise<HerosAgencyDetailFields | null> {
  const [row] = await db
    .select({
      agency: ag,
      taxStatusName: herosOrgTaxStatuses.name,
      orgTypeName: herosOrgTypes.name,
      countyName: counties.name,
      operationCountyName: operationCounty.name,
      createdAt: isoText(ag.createdAt),
    })
    .from(ag)
    .innerJoin(herosOrgTaxStatuses, eq(herosOrgTaxStatuses.id, ag.taxStatusId))
    .innerJoin(herosOrgTypes, eq(herosOrgTypes.id, ag.orgTypeId))
    .innerJoin(counties, eq(counties.id, ag.countyId))
    .innerJoin(operationCounty, eq(operationCounty.id, ag.operationCountyId))
    .where(eq(ag.id, agencyId));
  if (!row) return null;
  const x = row.agency;
  return {
    id: x.id,
    agencyName: x.agencyName,
    agencyAbbreviation: x.agencyAbbreviation,
    fein: x.fein,
    isMmcap: x.isMmcap,
    mmcapAccountNumber: x.mmcapAccountNumber,
    mmcapAnticipatedDate: x.mmcapAnticipatedDate,
    taxStatusId: x.taxStatusId,
    taxStatusName: row.taxStatusName,
    otherTaxStatus: x.otherTaxStatus,
    orgTypeId: x.orgTypeId,
    orgTypeName: row.orgTypeName,
    otherOrgType: x.otherOrgType,
    emsStateId: x.emsStateId,
    countyId: x.countyId,
    countyName: row.countyName,
    operationCountyId: x.operationCountyId,
    operationCountyName: row.operationCountyName,
    agencyAddress: x.agencyAddress,
    shipAddress: x.shipAddress,
    useAgencyInfoForShipInfo: x.useAgencyInfoForShipInfo,
    shippingInformation: x.shippingInformation,
    agencyHead: {
      name: x.agencyHeadName,
      title: x.agencyHeadTitle,
      email: x.agencyHeadEmail,
      phone: x.agencyHeadPhoneNumber,
    },
    primary: { name: x.primaryName, title: x.primaryTitle, email: x.primaryEmail, phone: x.primaryPhone },
    secondary: {
      name: x.secondaryName,
      title: x.secondaryTitle,
      email: x.secondaryEmail,
      phone: x.secondaryPhone,
    },
    tertiary: {
      name: x.tertiaryName,
      title: x.tertiaryTitle,
      email: x.tertiaryEmail,
      phone: x.tertiaryPhone,
    },
    createdAt: row.createdAt,
  };
}

/** The agency's applications, newest round first. */
export async function agencyApplications(db: Queryable, agencyId: number): Promise<HerosAgencyApplication[]> {
  const rows = await db
    .select({
      id: herosApplications.id,
      roundId: herosApplications.roundId,
      roundName: herosRounds.name,
      status: herosApplications.applicationStatus,
      totalDoses,
      submittedAt: isoText(herosApplications.createdAt),
      decidedAt: isoTextOrNull(herosApplications.decidedAt),
    })
    .from(herosApplications)
    .innerJoin(herosRounds, eq(herosRounds.id, herosApplications.roundId))
    .where(eq(herosApplications.agencyId, agencyId))
    .orderBy(desc(herosRounds.createdAt), desc(herosApplications.id));
  return rows.map((r) => ({ ...r, statusName: statusName(r.status) }));
}

/** HOMER users linked to the agency (decision 045's heros_agency_contacts), by name. */
export function agencyContacts(db: Queryable, agencyId: number) {
  return db
    .select({
      userId: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      contactRole: herosAgencyContacts.contactRole,
      isActive: sql<boolean>`not ${users.disabled}`,
      linkedAt: isoText(herosAgencyContacts.createdAt),
    })
    .from(herosAgencyContacts)
    .innerJoin(users, eq(users.id, herosAgencyContacts.userId))
    .where(eq(herosAgencyContacts.agencyId, agencyId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** GET …/Agency/GetAgency?id=. */
export async function getAgency(db: Queryable, agencyId: number): Promise<Envelope<HerosAgencyDetail, null>> {
  const agency = await agencyFields(db, agencyId);
  if (!agency) throw new HttpError(404, m.agencyNotFound);
  return succeeded({
    value: {
      agency,
      contacts: await agencyContacts(db, agencyId),
      applications: await agencyApplications(db, agencyId),
    },
  });
}

/** Linked HOMER users of the agency row (the list and the application page's similar agencies). */
export const contactCount = sql<number>`(select count(*)::int from heros_agency_contacts c where c.agency_id = ${ag.id})`;
/** The agency's newest application's round name or status. */
const lastApplication = (column: 'r.name' | 'x.application_status') =>
  sql.raw(`(select ${column} from heros_applications x join heros_rounds r on r.id = x.round_id
    where x.agency_id = "heros_agencies"."id" order by r.created_at desc, x.id desc limit 1)`);

/** GET …/Agency/GetList: by name (keyset), filtered by county and a name search. */
export async function listAgencies(
  db: Queryable,
  query: HerosAgencyListQuery,
): Promise<Paged<HerosAgencyRow>> {
  const term = query.search?.trim() ?? '';
  const countyId = query.countyId ?? 0;
  const where = and(
    countyId ? eq(ag.countyId, countyId) : undefined,
    term ? ilike(ag.agencyName, containsPattern(term)) : undefined,
  );
  const keyset = keysetPage(
    {
      list: 'heros-agencies',
      key: ag.agencyName,
      kind: 'text',
      id: ag.id,
      idMax: maxId,
      order: query.sortOrder ?? 'asc',
      binding: [countyId, term],
    },
    query,
  );
  const page = await readKeysetPage(
    db,
    { table: ag, filters: where, searching: term !== '' },
    keyset,
    (sortMatches) =>
      keyset.apply(
        db
          .select({
            id: ag.id,
            agencyName: ag.agencyName,
            agencyAbbreviation: ag.agencyAbbreviation,
            countyName: counties.name,
            primaryName: ag.primaryName,
            primaryEmail: ag.primaryEmail,
            contactCount,
            lastRoundName: sql<string | null>`${lastApplication('r.name')}`,
            lastStatus: sql<number | null>`${lastApplication('x.application_status')}`,
            ...keyset.columns,
          })
          .from(ag)
          .innerJoin(counties, eq(counties.id, ag.countyId))
          .$dynamic(),
        where,
        sortMatches,
      ),
  );
  const { rows, ...paged } = page;
  return {
    ...paged,
    data: rows.map(({ cursorKey: _k, cursorId: _i, lastStatus, ...row }) => ({
      ...row,
      lastApplicationStatusName: lastStatus === null ? null : statusName(lastStatus),
    })),
  };
}

/** GET …/Agency/GetOptions. */
export async function agencyOptions(db: Queryable) {
  const rows = await db
    .select({ value: counties.id, text: counties.name })
    .from(counties)
    .orderBy(asc(counties.name));
  return { counties: rows };
}
