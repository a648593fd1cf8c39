import type { VerifiedAddress } from '@homer/contracts/address';
import type { AreaDemoSeed } from '../../db/area-demo-seed.ts';
import { herosAgencies, herosOrderOptions, herosRounds } from '../../db/schema/heros.ts';
import type { Tx } from '../../db/tx.ts';

function address(
  street: string,
  city: string,
  zip: string,
  countyId: number,
  countyName: string,
): VerifiedAddress {
  return {
    street,
    secondary: '',
    city,
    state: 'FL',
    zip,
    countyId,
    countyName,
    formattedAddress: `${street}, ${city} FL ${zip}`,
  };
}

const contacts = (name: string, domain: string) => ({
  agencyHeadName: `Chief ${name}`,
  agencyHeadTitle: 'Chief',
  agencyHeadEmail: `chief@${domain}`,
  agencyHeadPhoneNumber: '850-555-0100',
  primaryName: `${name} Rivera`,
  primaryTitle: 'EMS Coordinator',
  primaryEmail: `ems@${domain}`,
  primaryPhone: '850-555-0101',
});

/** An open HEROS round with its order options, and agencies the public agency search finds. */
async function seedHerosDemo(tx: Tx): Promise<void> {
  const [round] = await tx
    .insert(herosRounds)
    .values({ name: 'HEROS Round 1', isOpen: true })
    .returning({ id: herosRounds.id });
  if (!round) throw new Error('round insert returned nothing');
  await tx.insert(herosOrderOptions).values([
    { roundId: round.id, optionName: 'Naloxone nasal spray', dosage: '4 mg', sortOrder: 1 },
    { roundId: round.id, optionName: 'Naloxone injection (vial)', dosage: '0.4 mg/mL', sortOrder: 2 },
    { roundId: round.id, optionName: 'Naloxone auto-injector', dosage: '2 mg', sortOrder: 3 },
  ]);
  const leon = address('2100 Centerville Rd', 'Tallahassee', '32308', 36, 'Leon');
  const tampa = address('808 E Zack St', 'Tampa', '33602', 28, 'Hillsborough');
  const orlando = address('78 W Central Blvd', 'Orlando', '32801', 48, 'Orange');
  await tx.insert(herosAgencies).values([
    {
      agencyName: 'Tallahassee Fire Department',
      agencyAbbreviation: 'TFD',
      fein: '59-6000001',
      taxStatusId: 3,
      countyId: 36,
      operationCountyId: 36,
      orgTypeId: 1,
      agencyAddress: leon,
      shipAddress: leon,
      useAgencyInfoForShipInfo: true,
      ...contacts('Dana', 'tfd.example'),
    },
    {
      agencyName: 'Leon County Sheriff Office',
      agencyAbbreviation: 'LCSO',
      fein: '59-6000002',
      taxStatusId: 2,
      countyId: 36,
      operationCountyId: 36,
      orgTypeId: 5,
      agencyAddress: leon,
      shipAddress: leon,
      useAgencyInfoForShipInfo: true,
      ...contacts('Morgan', 'lcso.example'),
    },
    {
      agencyName: 'Tampa Fire Rescue',
      agencyAbbreviation: 'TFR',
      fein: '59-6000003',
      taxStatusId: 3,
      countyId: 28,
      operationCountyId: 28,
      orgTypeId: 2,
      agencyAddress: tampa,
      shipAddress: tampa,
      useAgencyInfoForShipInfo: true,
      ...contacts('Casey', 'tfr.example'),
    },
    {
      agencyName: 'Orange County Fire Rescue',
      agencyAbbreviation: 'OCFR',
      fein: '59-6000004',
      taxStatusId: 2,
      countyId: 48,
      operationCountyId: 48,
      orgTypeId: 2,
      agencyAddress: orlando,
      shipAddress: orlando,
      useAgencyInfoForShipInfo: true,
      ...contacts('Jordan', 'ocfr.example'),
    },
  ]);
}

export const demoSeed: AreaDemoSeed = { area: 'heros-public', after: [], seed: seedHerosDemo };
