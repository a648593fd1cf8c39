import { describe, expect, it } from 'vitest';
import {
  HerosStatus,
  herosApplicationListQuerySchema,
  herosRoundSaveSchema,
  isHerosDecided,
  herosMessagesBackOffice as m,
} from './heros.ts';

describe('HEROS back office rules', () => {
  it('treats Approved and Denied as final, Submitted and Changes requested as open', () => {
    expect(isHerosDecided(HerosStatus.Approved)).toBe(true);
    expect(isHerosDecided(HerosStatus.Denied)).toBe(true);
    expect(isHerosDecided(HerosStatus.Submitted)).toBe(false);
    expect(isHerosDecided(HerosStatus.ChangesRequested)).toBe(false);
  });

  it('wants Closes after Opens, and either may be empty', () => {
    const base = { id: 0, name: 'R', orderOptions: [] };
    const ok = herosRoundSaveSchema.safeParse({ ...base, opensAt: null, closesAt: '2027-01-01T00:00:00Z' });
    expect(ok.success).toBe(true);
    const bad = herosRoundSaveSchema.safeParse({
      ...base,
      opensAt: '2027-01-02T00:00:00Z',
      closesAt: '2027-01-01T00:00:00Z',
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([m.roundDatesOrder]);
  });

  it('accepts only known status filters', () => {
    const parse = (status: string) => herosApplicationListQuerySchema.safeParse({ pageSize: '25', status });
    expect(parse('4').success).toBe(true);
    expect(parse('0').success).toBe(true);
    expect(parse('5').error?.issues[0]?.message).toBe(m.statusInvalid);
  });
});
