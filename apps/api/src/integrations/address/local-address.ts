import type { AddressInput, VerifiedAddress } from '@homer/contracts/address';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { formatAddress } from './format-address.ts';

/** The state whose ZIP codes the local data covers. */
export const localState = 'FL';

/**
 * The offline default: an address is accepted when it is in the state, its street starts with a house number,
 * and its ZIP code's first three digits are a known prefix of the state, which also gives the county.
 */
export async function verifyLocalAddress(db: Db, input: AddressInput): Promise<VerifiedAddress | null> {
  if (input.state.toUpperCase() !== localState) return null;
  if (!/^\d+[a-z]?\s+\S+/i.test(input.street)) return null;
  const { rows } = await db.execute<{ county_id: number; county_name: string }>(sql`
    select c.id as county_id, c.name as county_name
    from zip_prefixes z join counties c on c.id = z.county_id
    where z.prefix = ${input.zip.slice(0, 3)}`);
  const county = rows[0];
  if (!county) return null;
  const address = {
    street: input.street.replace(/\s+/g, ' '),
    secondary: input.secondary.replace(/\s+/g, ' '),
    city: input.city.replace(/\s+/g, ' '),
    state: localState,
    zip: input.zip,
  };
  return {
    ...address,
    countyName: county.county_name,
    countyId: county.county_id,
    formattedAddress: formatAddress(address),
  };
}
