import type { Envelope } from '@homer/contracts/envelope';
import type { RepositorySaveRequest } from '@homer/contracts/rx-connects';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../shared/lib/api-client.ts';

/** POST api/PublicRepositoryRegister/saveRepository/. A refused form (400) is shown on the page. */
function saveRepository(body: RepositorySaveRequest): Promise<Envelope<number, null>> {
  return apiPost('api/PublicRepositoryRegister/saveRepository/', { body, skipErrorHandling: [400, 429] });
}

export function useSaveRepository() {
  return useMutation({ mutationFn: saveRepository });
}
