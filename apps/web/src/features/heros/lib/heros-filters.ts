import { HerosStatus } from '@homer/contracts/heros';

export type ApplicationFilters = {
  /** null: the server's default, the open round (every round when none is open); 0: every round. */
  roundId: number | null;
  /** '' = every status; else a HerosStatus as text (the select's value). */
  status: string;
};

export const defaultApplicationFilters: ApplicationFilters = { roundId: null, status: '' };

/**
 * A link may ask for one status across every round (?status=1, the dashboard's "Applications waiting"), one round's
 * applications (?roundId=, the HEROS Report's rounds), or both. What it does not ask for, or asks for malformed, is
 * the queue's default.
 */
export function initialApplicationFilters(query: URLSearchParams): ApplicationFilters {
  const known = (Object.values(HerosStatus) as number[]).map(String);
  const status = query.get('status') ?? '';
  const round = query.get('roundId') ?? '';
  const linkedStatus = known.includes(status) ? status : '';
  const linkedRound = /^[1-9]\d{0,9}$/.test(round) ? Number(round) : null;
  if (!linkedStatus && linkedRound === null) return defaultApplicationFilters;
  // A status alone is looked for in every round, not only the open one.
  return { roundId: linkedRound ?? 0, status: linkedStatus };
}

export type AgencyFilters = {
  /** null: every county. */
  countyId: number | null;
};

export const defaultAgencyFilters: AgencyFilters = { countyId: null };

/** Badge colours that keep white text readable (WCAG AA); the status word is always shown beside the colour. */
export const statusColours: Record<number, string> = {
  [HerosStatus.Submitted]: 'blue.8',
  [HerosStatus.ChangesRequested]: 'orange.9',
  [HerosStatus.Approved]: 'teal.9',
  [HerosStatus.Denied]: 'red.9',
};
