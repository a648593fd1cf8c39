import type { PoListRequest } from '@homer/contracts/ba-purchase-orders';
import type { Envelope } from '@homer/contracts/envelope';
import { apiGet } from '../../../shared/lib/api-client.ts';

export function getPoListExcel(request: PoListRequest): Promise<Envelope<string, null>> {
  return apiGet('api/BA/GetPoListExcel', { query: request });
}
