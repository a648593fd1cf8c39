import type { Option } from '@homer/contracts/envelope';
import {
  type HerosAgencyMatch,
  type HerosOrderOption,
  otherChoiceMarker,
} from '@homer/contracts/heros-public';
import { and, asc, eq, gt, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import {
  herosAgencies,
  herosOrderOptions,
  herosOrgTaxStatuses,
  herosOrgTypes,
  herosRounds,
} from '../../db/schema/heros.ts';
import { counties } from '../../db/schema/public-forms.ts';

/** The public table shows at most this many matches; a longer name narrows it. */
const agencyMatchLimit = 50;

type OpenRound = { id: number; name: string };

/** The round taking applications now (open, and inside its dates when it has them), or null: closed. */
export async function findOpenRound(db: Queryable): Promise<OpenRound | null> {
  const [row] = await db
    .select({ id: herosRounds.id, name: herosRounds.name })
    .from(herosRounds)
    .where(
      and(
        eq(herosRounds.isOpen, true),
        or(isNull(herosRounds.opensAt), lte(herosRounds.opensAt, sql`now()`)),
        or(isNull(herosRounds.closesAt), gt(herosRounds.closesAt, sql`now()`)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A round's active order options, as a blank application lists them. */
export async function roundOrderOptions(db: Queryable, roundId: number): Promise<HerosOrderOption[]> {
  const rows = await db
    .select({
      orderId: herosOrderOptions.id,
      optionName: herosOrderOptions.optionName,
      dosage: herosOrderOptions.dosage,
    })
    .from(herosOrderOptions)
    .where(and(eq(herosOrderOptions.roundId, roundId), eq(herosOrderOptions.isActive, true)))
    .orderBy(asc(herosOrderOptions.sortOrder), asc(herosOrderOptions.id));
  return rows.map((r) => ({ ...r, applicantOrderId: 0, dosesRequested: 0 }));
}

/** The round's active options that limit the doses one application may request (set in the back office). */
export function roundDoseLimits(
  db: Queryable,
  roundId: number,
): Promise<Array<{ orderId: number; optionName: string; dosage: string; max: number | null }>> {
  return db
    .select({
      orderId: herosOrderOptions.id,
      optionName: herosOrderOptions.optionName,
      dosage: herosOrderOptions.dosage,
      max: herosOrderOptions.maxDosesPerApplication,
    })
    .from(herosOrderOptions)
    .where(and(eq(herosOrderOptions.roundId, roundId), eq(herosOrderOptions.isActive, true)));
}

const nameMatches = (term: string) => ilike(herosAgencies.agencyName, containsPattern(term.trim()));

export async function hasAgencyMatches(db: Queryable, term: string): Promise<boolean> {
  const rows = await db
    .select({ id: herosAgencies.id })
    .from(herosAgencies)
    .where(nameMatches(term))
    .limit(1);
  return rows.length > 0;
}

/** Agencies whose name contains the term, by name (spec: sort agencyName ascending). */
export function agencyMatches(db: Queryable, term: string): Promise<HerosAgencyMatch[]> {
  return db
    .select({
      agencyId: herosAgencies.id,
      agencyName: herosAgencies.agencyName,
      agencyAbbreviation: herosAgencies.agencyAbbreviation,
    })
    .from(herosAgencies)
    .where(nameMatches(term))
    .orderBy(asc(herosAgencies.agencyName), asc(herosAgencies.id))
    .limit(agencyMatchLimit);
}

export async function agencyNameTaken(db: Queryable, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: herosAgencies.id })
    .from(herosAgencies)
    .where(sql`lower(${herosAgencies.agencyName}) = lower(${name.trim()})`)
    .limit(1);
  return rows.length > 0;
}

type ChoiceTable = typeof herosOrgTaxStatuses | typeof herosOrgTypes;

async function choiceOptions(db: Queryable, table: ChoiceTable): Promise<Option[]> {
  const rows = await db
    .select({ value: table.id, text: table.name, isOther: table.isOther })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.name));
  return rows.map(({ value, text, isOther }) => ({
    value,
    text,
    additionalData: isOther ? otherChoiceMarker : null,
  }));
}

export const taxStatusOptions = (db: Queryable) => choiceOptions(db, herosOrgTaxStatuses);
export const orgTypeOptions = (db: Queryable) => choiceOptions(db, herosOrgTypes);

export function countyOptions(db: Queryable): Promise<Option[]> {
  return db.select({ value: counties.id, text: counties.name }).from(counties).orderBy(asc(counties.name));
}

/** The chosen tax status or organisation type: null when it does not exist. */
export async function findChoice(
  db: Queryable,
  table: ChoiceTable,
  id: number,
): Promise<{ isOther: boolean } | null> {
  const [row] = await db.select({ isOther: table.isOther }).from(table).where(eq(table.id, id));
  return row ?? null;
}

export async function countiesExist(db: Queryable, ids: number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  const rows = await db.select({ id: counties.id }).from(counties).where(inArray(counties.id, unique));
  return rows.length === unique.length;
}
