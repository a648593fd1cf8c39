import type { AddressInput, VerifiedAddress } from '@homer/contracts/address';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { formatAddress } from './format-address.ts';
import { localState } from './local-address.ts';

export type SmartyConfig = { authId: string; authToken: string; baseUrl: string };

type Candidate = {
  delivery_line_1: string;
  delivery_line_2?: string;
  components: { city_name: string; state_abbreviation: string; zipcode: string; plus4_code?: string };
  metadata: { county_name?: string };
};

/**
 * Smarty's US Street API: the first candidate, if any, with its county. Addresses outside the state are
 * refused, since every form that verifies addresses serves the state's programmes; the state is checked, not
 * only the county name, because other states have counties of the same names (Orange, Lake, Clay).
 */
export async function verifySmartyAddress(
  db: Db,
  smarty: SmartyConfig,
  input: AddressInput,
): Promise<VerifiedAddress | null> {
  const url = new URL('/street-address', smarty.baseUrl);
  url.search = new URLSearchParams({
    'auth-id': smarty.authId,
    'auth-token': smarty.authToken,
    street: input.street,
    secondary: input.secondary,
    city: input.city,
    state: input.state,
    zipcode: input.zip,
    candidates: '1',
  }).toString();
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`Smarty answered ${response.status}`);
  const [candidate] = (await response.json()) as Candidate[];
  if (!candidate?.metadata.county_name || candidate.components.state_abbreviation !== localState) return null;
  const { rows } = await db.execute<{ id: number; name: string }>(
    sql`select id, name from counties where lower(name) = lower(${candidate.metadata.county_name})`,
  );
  const county = rows[0];
  if (!county) return null;
  const c = candidate.components;
  const address = {
    street: candidate.delivery_line_1,
    secondary: candidate.delivery_line_2 ?? '',
    city: c.city_name,
    state: c.state_abbreviation,
    zip: c.plus4_code ? `${c.zipcode}-${c.plus4_code}` : c.zipcode,
  };
  return {
    ...address,
    countyName: county.name,
    countyId: county.id,
    formattedAddress: formatAddress(address),
  };
}
