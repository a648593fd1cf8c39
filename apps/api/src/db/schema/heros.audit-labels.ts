import { herosStatusNames } from '@homer/contracts/heros';
import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { userRef } from './core.audit-labels.ts';
import {
  herosAgencies,
  herosApplicationOrders,
  herosApplications,
  herosOrderOptions,
  herosOrgTaxStatuses,
  herosOrgTypes,
  herosRounds,
} from './heros.ts';
import { counties } from './public-forms.ts';

const countyRef = auditRef('counties', 'County', counties, counties.id, sql`${counties.name}`);
const agencyRef = auditRef(
  'heros_agencies',
  'HEROS Agency',
  herosAgencies,
  herosAgencies.id,
  sql`${herosAgencies.agencyName}`,
);
const roundRef = auditRef(
  'heros_rounds',
  'HEROS Round',
  herosRounds,
  herosRounds.id,
  sql`${herosRounds.name}`,
);
const applicationRef = auditRef(
  'heros_applications',
  'HEROS Application',
  herosApplications,
  herosApplications.id,
  sql`'Application #' || ${herosApplications.id}`,
);
const optionRef = auditRef(
  'heros_order_options',
  'HEROS Order Option',
  herosOrderOptions,
  herosOrderOptions.id,
  sql`${herosOrderOptions.optionName} || ' (' || ${herosOrderOptions.dosage} || ')'`,
);
const taxStatusRef = auditRef(
  'heros_org_tax_statuses',
  'Tax Status',
  herosOrgTaxStatuses,
  herosOrgTaxStatuses.id,
  sql`${herosOrgTaxStatuses.name}`,
);
const orgTypeRef = auditRef(
  'heros_org_types',
  'Organization Type',
  herosOrgTypes,
  herosOrgTypes.id,
  sql`${herosOrgTypes.name}`,
);
const statusCodes = Object.entries(herosStatusNames).map(([value, text]) => ({ value: Number(value), text }));

/** How the Global Audit List reads HEROS rounds, order options, applications and agencies (migration 0031). */
export const auditLabels = [
  auditTableLabels(
    herosRounds,
    { name: 'Round Name', isOpen: 'Open', opensAt: 'Opens', closesAt: 'Closes' },
    roundRef,
  ),
  auditTableLabels(
    herosOrderOptions,
    {
      roundId: { label: 'Round', ref: roundRef },
      optionName: 'Option Name',
      dosage: 'Strength',
      sortOrder: 'Sort',
      isActive: 'Active',
      maxDosesPerApplication: 'Max Doses per Application',
    },
    roundRef,
  ),
  auditTableLabels(
    herosApplications,
    {
      roundId: { label: 'Round', ref: roundRef },
      agencyId: { label: 'Agency', ref: agencyRef },
      isPublicSubmit: 'Public Submission',
      applicationStatus: { label: 'Status', codes: statusCodes },
      overdosesPreviousYear: 'Overdoses in the Previous Year',
      percentageTrainedNaloxone: 'Percentage Trained in Naloxone',
      oathAcceptedNew: 'Oath Accepted',
      oathDateTimeNew: 'Oath Accepted At',
      decidedAt: 'Decided',
      decidedByUserId: { label: 'Decided By', ref: userRef },
      decisionNote: 'Decision Note',
    },
    applicationRef,
  ),
  auditTableLabels(
    herosApplicationOrders,
    {
      applicationId: { label: 'Application', ref: applicationRef },
      orderOptionId: { label: 'Order Option', ref: optionRef },
      dosesRequested: 'Doses Requested',
    },
    applicationRef,
  ),
  auditTableLabels(
    herosAgencies,
    {
      fein: 'FEIN',
      isMmcap: 'MMCAP Member',
      mmcapAccountNumber: 'MMCAP Account Number',
      mmcapAnticipatedDate: 'MMCAP Anticipated Date',
      taxStatusId: { label: 'Tax Status', ref: taxStatusRef },
      emsStateId: 'EMS State ID',
      countyId: { label: 'County', ref: countyRef },
      operationCountyId: { label: 'County of Operation', ref: countyRef },
      orgTypeId: { label: 'Organization Type', ref: orgTypeRef },
      useAgencyInfoForShipInfo: 'Ship to Agency Address',
    },
    agencyRef,
  ),
];
