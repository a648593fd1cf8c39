import type { HerosAgencyMatch } from '@homer/contracts/heros-public';
import { apiGet } from '../../../shared/lib/api-client.ts';

/** Agencies whose name contains `agency`, sorted by name. */
export function getAgenciesByInput(agency: string): Promise<HerosAgencyMatch[]> {
  return apiGet('api/PublicHEROS/GetAgenciesByInput', { query: { agency }, skipErrorHandling: [400, 429] });
}
