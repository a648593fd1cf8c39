import { apiGet } from '../../../shared/lib/api-client.ts';

/** True when agencies whose name contains `agency` are already in the system. */
export function checkForAgencies(agency: string): Promise<boolean> {
  return apiGet('api/PublicHEROS/CheckForAgencies/', { query: { agency }, skipErrorHandling: [400, 429] });
}
