import { describe, expect, it } from 'vitest';
import { ciModalDue, ciModalMarker } from './ci-modal.ts';

describe('CI workstation modal, once per sign-in (spec §6)', () => {
  const first = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiIxIn0.first-signature-abcdefghijklmnop';
  const second = 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiIyIn0.second-signature-qrstuvwxyz012345';

  it('is due on the first visit of a sign-in, and not again for the same token', () => {
    expect(ciModalDue(first, null)).toBe(true);
    expect(ciModalDue(first, ciModalMarker(first))).toBe(false);
  });

  it('is due again after signing in anew, and never without a token', () => {
    expect(ciModalDue(second, ciModalMarker(first))).toBe(true);
    expect(ciModalDue(null, null)).toBe(false);
  });

  it('keeps only the token’s tail, not the bearer token itself', () => {
    expect(ciModalMarker(first)).toHaveLength(24);
    expect(first.endsWith(ciModalMarker(first))).toBe(true);
  });
});
