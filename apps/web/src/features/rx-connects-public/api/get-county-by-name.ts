import { apiGet } from '../../../shared/lib/api-client.ts';

/** GET api/{PublicDonorRegistration|PublicRepositoryRegister}/GetCountyByName: the county id, 0 if unknown. */
export function getCountyByName(
  area: 'PublicDonorRegistration' | 'PublicRepositoryRegister',
  countyName: string,
): Promise<number> {
  return apiGet<number>(`api/${area}/GetCountyByName`, { query: { countyName }, skipErrorHandling: [429] });
}
