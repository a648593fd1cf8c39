import { describe, expect, it } from 'vitest';
import { readSessionToken, signSessionToken } from './session-token.ts';

const key = (fill: string) => new TextEncoder().encode(fill.repeat(48));
const sid = '0b9f6a3e-8c1e-4a57-9d6f-1d2e3f4a5b6c';

describe('session tokens', () => {
  it('a token verified once is still refused under another key, and after it expires', async () => {
    const secret = key('a');
    const expiresAt = new Date(Date.now() + 60_000);
    const token = await signSessionToken(secret, sid, 1, expiresAt);
    expect(await readSessionToken(secret, token)).toBe(sid);
    // Remembered now; none of this may come from memory.
    expect(await readSessionToken(key('b'), token)).toBeNull();
    expect(await readSessionToken(secret, token, expiresAt.getTime() + 1000)).toBeNull();
    expect(await readSessionToken(secret, token)).toBe(sid);
  });

  it('a tampered or foreign token is refused', async () => {
    const secret = key('c');
    const token = await signSessionToken(secret, sid, 1, new Date(Date.now() + 60_000));
    expect(await readSessionToken(secret, token)).toBe(sid);
    const [header, payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ sid: 'someone-else', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await readSessionToken(secret, `${header}.${other}.${signature}`)).toBeNull();
    expect(await readSessionToken(secret, `${header}.${payload}.${signature?.slice(0, -2)}xx`)).toBeNull();
    const foreign = await signSessionToken(key('d'), sid, 1, new Date(Date.now() + 60_000));
    expect(await readSessionToken(secret, foreign)).toBeNull();
  });
});
