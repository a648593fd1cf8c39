import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

const password = 'plum-Harbour-7-lantern';
let stored: string;
beforeAll(async () => {
  stored = await hashPassword(password);
});

describe('hashPassword', () => {
  it('writes scrypt$<16-byte salt>$<64-byte key>, never the password itself', () => {
    const [scheme, salt, key, ...rest] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(rest).toEqual([]);
    expect(stored).not.toContain(password);
  });

  it('salts every hash afresh: the same password twice gives two different hashes that both verify', async () => {
    const again = await hashPassword(password);
    expect(again).not.toBe(stored);
    expect(again.split('$')[1]).not.toBe(stored.split('$')[1]);
    expect(await verifyPassword(password, again)).toBe(true);
  });
});

describe('verifyPassword', () => {
  it('accepts the password the hash was made of', async () => {
    expect(await verifyPassword(password, stored)).toBe(true);
  });

  it('refuses any other password, however close', async () => {
    expect(await verifyPassword('plum-Harbour-7-lanterN', stored)).toBe(false);
    expect(await verifyPassword(`${password} `, stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('counts a NUL byte as a character: nothing after it is cut off', async () => {
    expect(await verifyPassword(`${password}\0extra`, stored)).toBe(false);
    expect(await verifyPassword(password.replace('7', '\0'), stored)).toBe(false);
  });

  it('reads unicode by its NFKC form, so the same password typed on another keyboard still verifies', async () => {
    const accented = await hashPassword('café-Harbour-7-ﬁsh');
    // Decomposed é (Mac input) and the plain "fi" for the ligature are the same password after NFKC.
    expect(await verifyPassword('cafe\u0301-Harbour-7-fish', accented)).toBe(true);
    expect(await verifyPassword('cafe-Harbour-7-fish', accented)).toBe(false);
  });

  it('answers false, without throwing, for no stored hash or one it cannot read', async () => {
    expect(await verifyPassword(password, null)).toBe(false);
    const [, salt, key] = stored.split('$');
    const unreadable = [
      '',
      'scrypt',
      'scrypt$$',
      `bcrypt$${salt}$${key}`,
      `scrypt$${salt}$`,
      // A key of another length must not reach timingSafeEqual, which throws on unequal lengths.
      `scrypt$${salt}$${Buffer.from(key ?? '', 'base64')
        .subarray(0, 32)
        .toString('base64')}`,
      // The salt belongs to the key: another salt with the same key does not verify.
      `scrypt$${Buffer.alloc(16, 1).toString('base64')}$${key}`,
    ];
    for (const bad of unreadable) expect(await verifyPassword(password, bad), bad).toBe(false);
  });
});
