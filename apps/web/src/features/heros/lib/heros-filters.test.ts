import { HerosStatus } from '@homer/contracts/heros';
import { describe, expect, it } from 'vitest';
import { defaultApplicationFilters, initialApplicationFilters } from './heros-filters.ts';

const linked = (query: string) => initialApplicationFilters(new URLSearchParams(query));

describe('initialApplicationFilters', () => {
  it('opens on the open round, every status, without a link', () => {
    expect(linked('')).toEqual(defaultApplicationFilters);
  });
  it('looks for a linked status in every round', () => {
    expect(linked(`status=${HerosStatus.Submitted}`)).toEqual({
      roundId: 0,
      status: String(HerosStatus.Submitted),
    });
  });
  it('opens on a linked round, with its status when one is given', () => {
    expect(linked('roundId=7')).toEqual({ roundId: 7, status: '' });
    expect(linked(`roundId=7&status=${HerosStatus.Denied}`)).toEqual({
      roundId: 7,
      status: String(HerosStatus.Denied),
    });
  });
  it('ignores a malformed round or an unknown status', () => {
    expect(linked('roundId=0&status=99')).toEqual(defaultApplicationFilters);
    expect(linked('roundId=Round%201')).toEqual(defaultApplicationFilters);
  });
});
