import { describe, expect, it } from 'vitest';
import { findRecords, recordSources, ticketNumber } from './palette-records.ts';

describe('ticketNumber', () => {
  it('reads a number with or without #', () => {
    expect(ticketNumber('123')).toBe(123);
    expect(ticketNumber(' #42 ')).toBe(42);
  });

  it('refuses anything else', () => {
    expect(ticketNumber('12a')).toBeNull();
    expect(ticketNumber('budget 2025')).toBeNull();
    expect(ticketNumber('')).toBeNull();
    expect(ticketNumber('1234567890')).toBeNull();
  });
});

describe('recordSources', () => {
  it('offers a plain user no record lookups', () => {
    expect(recordSources([])).toEqual([]);
  });

  it('follows the rules of the list pages the records come from', () => {
    const kinds = (access: Parameters<typeof recordSources>[0]) => recordSources(access).map((s) => s.kind);
    expect(kinds([{ module: 'Admin', role: 'UserAdmin' }])).toEqual(['User']);
    expect(kinds([{ module: 'Admin', role: 'Manager' }])).toEqual([]);
    expect(kinds([{ module: 'HelpDesk', role: 'User' }])).toEqual(['Ticket']);
    expect(kinds([{ module: 'BA', role: 'User' }])).toEqual(['Budget']);
  });
});

describe('findRecords', () => {
  it('opens a ticket by number without a call', async () => {
    const found = await findRecords(
      [{ module: 'HelpDesk', role: 'User' }],
      '#7',
      new AbortController().signal,
    );
    expect(found).toEqual([expect.objectContaining({ kind: 'Ticket', path: '/support/tickets/edit/7' })]);
  });

  it('asks nothing for a one-letter query', async () => {
    expect(
      await findRecords([{ module: 'HelpDesk', role: 'User' }], 'a', new AbortController().signal),
    ).toEqual([]);
  });
});
