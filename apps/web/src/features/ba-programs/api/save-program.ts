import type { BaProgram, BaProgramForm } from '@homer/contracts/ba-programs';
import type { Envelope } from '@homer/contracts/envelope';
import { apiPost } from '../../../shared/lib/api-client.ts';

export function saveProgram(form: BaProgramForm): Promise<Envelope<null, BaProgram>> {
  return apiPost('api/BA/BA_Program/Save', { body: form });
}
