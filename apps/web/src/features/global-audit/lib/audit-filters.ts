import dayjs from 'dayjs';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** What the toolbar edits; one entry per control, so the active-filter label counts controls. */
export type AuditFilters = {
  /** Business-area codes as the multi-select holds them. */
  businessAreas: readonly string[];
  /** Empty, or [from, to] as YYYY-MM-DD. */
  dateChanged: readonly string[];
  /** A user id, or null for All. */
  changedBy: string | null;
  rx: string;
};

const isoDay = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** The user's calendar day: the date picker's maximum. */
export function todayOf(now: Date): string {
  return isoDay(dayjs(now));
}

/** Spec: Date Changed defaults to one month back up to today; nothing else is filtered. */
export function defaultAuditFilters(now: Date): AuditFilters {
  const today = dayjs(now);
  return {
    businessAreas: [],
    dateChanged: [isoDay(today.subtract(1, 'month')), isoDay(today)],
    changedBy: null,
    rx: '',
  };
}

/** The list call's query string, as the API's globalAuditQuerySchema reads it. */
type AuditQuery = {
  page: number;
  pageSize: number;
  sortField?: 'dateChanged';
  sortOrder?: 'asc' | 'desc';
  businessAreas?: string;
  dateFrom?: string;
  dateTo?: string;
  changedBy?: string;
  rx?: string;
  search?: string;
  after?: string;
  before?: string;
};

/** The list call's query string: business areas as a JSON list of codes (spec §7), empty filters left out. */
export function toAuditQuery(params: ListPageParams<AuditFilters>): AuditQuery {
  const {
    page,
    pageSize,
    sortField,
    sortOrder,
    search,
    after,
    before,
    businessAreas,
    dateChanged,
    changedBy,
    rx,
  } = params;
  const [dateFrom, dateTo] = dateChanged;
  return {
    page,
    pageSize,
    sortField: sortField === 'dateChanged' ? sortField : undefined,
    sortOrder,
    businessAreas: businessAreas.length > 0 ? JSON.stringify(businessAreas.map(Number)) : undefined,
    dateFrom: dateFrom || undefined,
    dateTo: dateTo || undefined,
    changedBy: changedBy ?? undefined,
    rx: rx.trim() || undefined,
    // The list sends no search shorter than the server's minimum (ListPage searchMinLength).
    search: search?.trim() || undefined,
    after,
    before,
  };
}
