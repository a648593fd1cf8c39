import type { Envelope, Paged } from '@homer/contracts/envelope';
import {
  type HolidayRemove,
  type HolidayRow,
  type HolidaySave,
  holidayPaths as paths,
} from '@homer/contracts/holidays';
import { apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

export const holidayListKey = ['holidays', 'list'] as const;

/** The list's own filter besides search: the calendar year whose closures it shows. */
export type HolidayFilters = { year: number };

export function getHolidayList(params: ListPageParams<HolidayFilters>, signal: AbortSignal) {
  const { page, pageSize, sortField, sortOrder, search, year } = params;
  return apiGet<Paged<HolidayRow>>(paths.list, {
    query: { year, page, pageSize, sortField, sortOrder, search },
    signal,
  });
}

type HolidayChange = Promise<Envelope<null, HolidayRow>>;
// Refusals of the input (400) and holidays gone meanwhile (404) are told beside the form or in a toast.
const told = [400, 404] as const;

export const saveHoliday = (body: HolidaySave): HolidayChange =>
  apiPost(paths.save, { body, skipErrorHandling: told });
export const removeHoliday = (body: HolidayRemove): HolidayChange =>
  apiPost(paths.remove, { body, skipErrorHandling: told });
