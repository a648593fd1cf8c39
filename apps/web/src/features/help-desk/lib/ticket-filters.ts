import type { QueueStatus, TicketFilter, TicketView } from '@homer/contracts/help-desk-tickets';

/** Created within or before a number of days: one select, two server filters. */
export const ageFilters = {
  within1: { label: 'Created today', query: { withinDays: 1 } },
  within7: { label: 'Created in the last 7 days', query: { withinDays: 7 } },
  over7: { label: 'Older than 7 days', query: { olderThanDays: 7 } },
  over30: { label: 'Older than 30 days', query: { olderThanDays: 30 } },
} as const;
export type AgeFilter = keyof typeof ageFilters;

export type TicketFilters = {
  view: TicketView;
  status: '' | QueueStatus;
  /** null: any (not 0, so that the list does not count it as an active filter). */
  priorityId: number | null;
  categoryId: number | null;
  facilityId: number | null;
  age: '' | AgeFilter;
};

export const defaultTicketFilters: TicketFilters = {
  view: 'mine',
  status: '',
  priorityId: null,
  categoryId: null,
  facilityId: null,
  age: '',
};

/** The view a link asks for (?view=unassigned, the dashboard's "Tickets due"); null leaves it to the counts. */
export function linkedTicketView(viewParam: string | null): TicketView | null {
  return viewParam === 'unassigned' ? 'unassigned' : null;
}

/**
 * The filters a link asks for: a category (?categoryId=, the Help Desk Report's categories), the rest as by default.
 * A malformed id is no filter.
 */
export function linkedTicketFilters(categoryParam: string | null): TicketFilters {
  const categoryId = /^[1-9]\d{0,9}$/.test(categoryParam ?? '') ? Number(categoryParam) : null;
  return { ...defaultTicketFilters, categoryId };
}

/** The queue's filters as the server reads them (the list and its Excel export share them). */
export function ticketFilterQuery(search: string | undefined, f: TicketFilters): TicketFilter {
  return {
    search: search || undefined,
    view: f.view,
    status: f.status || undefined,
    priorityId: f.priorityId || undefined,
    categoryId: f.categoryId || undefined,
    facilityId: f.facilityId || undefined,
    ...(f.age ? ageFilters[f.age].query : {}),
  };
}
