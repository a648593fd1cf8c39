import { apiGet } from '../../../shared/lib/api-client.ts';

/** The public forms whose own GetCountyByName route looks up a verified address's county. */
export type CountyLookupArea =
  | 'PublicDonorRegistration'
  | 'PublicRepositoryRegister'
  | 'PublicPatientApplication';

/** GET api/{area}/GetCountyByName: the county id, 0 if unknown. */
export function getCountyByName(area: CountyLookupArea, countyName: string): Promise<number> {
  return apiGet<number>(`api/${area}/GetCountyByName`, { query: { countyName }, skipErrorHandling: [429] });
}
