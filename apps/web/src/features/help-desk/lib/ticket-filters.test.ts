import { describe, expect, it } from 'vitest';
import { defaultTicketFilters, linkedTicketFilters, ticketFilterQuery } from './ticket-filters.ts';

describe('ticketFilterQuery', () => {
  it('sends only the view when nothing is filtered', () => {
    expect(ticketFilterQuery('', defaultTicketFilters)).toEqual({
      search: undefined,
      view: 'mine',
      status: undefined,
      priorityId: undefined,
      categoryId: undefined,
      facilityId: undefined,
    });
  });

  it('turns the age choice into the server’s day filters and keeps the requester search', () => {
    const query = ticketFilterQuery('pat', {
      ...defaultTicketFilters,
      view: 'all',
      status: 'Pending',
      priorityId: 1,
      categoryId: 5,
      facilityId: 9,
      age: 'over30',
    });
    expect(query).toEqual({
      search: 'pat',
      view: 'all',
      status: 'Pending',
      priorityId: 1,
      categoryId: 5,
      facilityId: 9,
      olderThanDays: 30,
    });
    expect(ticketFilterQuery(undefined, { ...defaultTicketFilters, age: 'within7' }).withinDays).toBe(7);
  });
});

describe('linkedTicketFilters', () => {
  it('narrows the queue to a linked category, the rest as by default', () => {
    expect(linkedTicketFilters('4')).toEqual({ ...defaultTicketFilters, categoryId: 4 });
  });
  it('is the default without a category, or with a malformed one', () => {
    expect(linkedTicketFilters(null)).toEqual(defaultTicketFilters);
    expect(linkedTicketFilters('0')).toEqual(defaultTicketFilters);
    expect(linkedTicketFilters('PFS')).toEqual(defaultTicketFilters);
  });
});
