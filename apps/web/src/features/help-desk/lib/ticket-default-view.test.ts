import { describe, expect, it } from 'vitest';
import { defaultTicketView } from './ticket-default-view.ts';

describe('defaultTicketView', () => {
  it('opens on my tickets when I have open ones', () => {
    expect(defaultTicketView({ mine: 2, unassigned: 5, all: 9 }, true)).toBe('mine');
    expect(defaultTicketView({ mine: 1, unassigned: 0, all: null }, false)).toBe('mine');
  });
  it('else on the unassigned ones waiting for someone', () => {
    expect(defaultTicketView({ mine: 0, unassigned: 3, all: 7 }, true)).toBe('unassigned');
    expect(defaultTicketView({ mine: 0, unassigned: 1, all: null }, false)).toBe('unassigned');
  });
  it('else a Support Admin opens on all tickets, an agent on their own', () => {
    expect(defaultTicketView({ mine: 0, unassigned: 0, all: 4 }, true)).toBe('all');
    expect(defaultTicketView({ mine: 0, unassigned: 0, all: 0 }, true)).toBe('mine');
    expect(defaultTicketView({ mine: 0, unassigned: 0, all: null }, false)).toBe('mine');
  });
  it('opens on my tickets when the counts are not known', () => {
    expect(defaultTicketView(undefined, true)).toBe('mine');
  });
});
