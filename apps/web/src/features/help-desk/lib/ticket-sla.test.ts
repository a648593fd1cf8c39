import type { TicketSla } from '@homer/contracts/help-desk-tickets';
import { describe, expect, it } from 'vitest';
import { dueDistance, isSlaOverdue, slaState } from './ticket-sla.ts';

const base: TicketSla = {
  firstResponseDueAt: '2026-11-24T12:00:00.000Z',
  firstRespondedAt: null,
  firstResponseOverdue: false,
  resolutionDueAt: '2026-11-27T08:00:00.000Z',
  resolvedAt: null,
  resolutionOverdue: false,
};

describe('slaState', () => {
  it('names the first response as due until staff have replied', () => {
    expect(slaState(base)).toEqual({
      overdue: false,
      label: 'First response due',
      dueAt: base.firstResponseDueAt,
    });
  });

  it('moves on to the resolution once answered', () => {
    const answered = { ...base, firstRespondedAt: '2026-11-24T10:00:00.000Z' };
    expect(slaState(answered)).toEqual({
      overdue: false,
      label: 'Resolution due',
      dueAt: base.resolutionDueAt,
    });
  });

  it('says which target is overdue, in words', () => {
    expect(slaState({ ...base, firstResponseOverdue: true }).label).toBe('First response overdue');
    expect(slaState({ ...base, resolutionOverdue: true })).toEqual({
      overdue: true,
      label: 'Resolution overdue',
      dueAt: base.resolutionDueAt,
    });
    expect(slaState({ ...base, firstResponseOverdue: true, resolutionOverdue: true }).label).toBe(
      'First response and resolution overdue',
    );
  });

  it('reports a resolved ticket within its targets without a due time', () => {
    expect(
      slaState({ ...base, firstRespondedAt: base.firstResponseDueAt, resolvedAt: base.resolutionDueAt }),
    ).toEqual({
      overdue: false,
      label: 'Resolved within SLA',
      dueAt: null,
    });
  });

  it('tells a resolved ticket that missed a target as late, not overdue', () => {
    const late = { ...base, resolvedAt: '2026-11-28T08:00:00.000Z', resolutionOverdue: true };
    expect(slaState(late)).toEqual({ overdue: false, label: 'Resolved after the SLA target', dueAt: null });
    expect(isSlaOverdue(late)).toBe(false);
  });

  it('flags a row as overdue for either target', () => {
    expect(isSlaOverdue(base)).toBe(false);
    expect(isSlaOverdue({ ...base, firstResponseOverdue: true })).toBe(true);
    expect(isSlaOverdue({ ...base, resolutionOverdue: true })).toBe(true);
  });
});

describe('dueDistance', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  it('counts hours and minutes ahead', () => {
    expect(dueDistance('2026-11-24T15:20:00.000Z', now)).toBe('in 3 h 20 min');
    expect(dueDistance('2026-11-24T12:05:00.000Z', now)).toBe('in 5 min');
  });
  it('counts days and hours past', () => {
    expect(dueDistance('2026-11-22T08:00:00.000Z', now)).toBe('2 d 4 h ago');
    expect(dueDistance('2026-11-21T12:00:00.000Z', now)).toBe('3 d ago');
  });
});
