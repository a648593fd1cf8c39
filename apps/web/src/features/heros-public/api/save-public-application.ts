import type { HerosSavePublicApplicationBody, HerosSaveResponse } from '@homer/contracts/heros-public';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** The page shows a refused submission (400 or 429) as a system message itself. */
export function savePublicApplication(body: HerosSavePublicApplicationBody): Promise<HerosSaveResponse> {
  return apiPost('api/PublicHEROS/SavePublicApplication', { body, skipErrorHandling: [400, 429] });
}
