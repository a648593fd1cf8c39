import type { BaProgram } from '@homer/contracts/ba-programs';
import { apiGet } from '../../../shared/lib/api-client.ts';

export const programListKey = ['ba-programs', 'list'] as const;

export function getProgramList(isActive: string, signal?: AbortSignal): Promise<BaProgram[]> {
  return apiGet<BaProgram[]>('api/BA/BA_Program/GetList', { query: { isActive }, signal });
}
