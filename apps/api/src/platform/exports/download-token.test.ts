import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signSessionToken } from '../sessions/session-token.ts';
import { readExportToken, signExportToken } from './download-token.ts';

const secret = new TextEncoder().encode('export-secret-export-secret-0123456789');
const claims = { kind: 'users', filters: { isActive: true, search: 'ann' }, sid: 'session-1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('export download tokens', () => {
  it('carry the kind, the filters and the session back unchanged', async () => {
    const token = await signExportToken(secret, claims);
    expect(await readExportToken(secret, token)).toEqual(claims);
  });

  it('are refused once two minutes have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const token = await signExportToken(secret, claims);
    vi.setSystemTime(new Date('2026-03-01T10:01:59Z'));
    expect(await readExportToken(secret, token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-03-01T10:02:01Z'));
    expect(await readExportToken(secret, token)).toBeNull();
  });

  it('are refused when signed with another secret or altered', async () => {
    const token = await signExportToken(secret, claims);
    expect(
      await readExportToken(new TextEncoder().encode('another-secret-another-secret-0123'), token),
    ).toBeNull();
    const [header, , signature] = token.split('.');
    const widened = Buffer.from(JSON.stringify({ ...claims, kind: 'users', filters: {} })).toString(
      'base64url',
    );
    expect(await readExportToken(secret, `${header}.${widened}.${signature}`)).toBeNull();
    expect(await readExportToken(secret, 'not-a-token')).toBeNull();
  });

  it('are refused when the same secret signed something else: a sign-in token, one for another audience, one without a session', async () => {
    const signIn = await signSessionToken(secret, 'session-1', 5, new Date(Date.now() + 3_600_000));
    expect(await readExportToken(secret, signIn)).toBeNull();
    const otherAudience = await new SignJWT({ kind: 'users', filters: {}, esid: 'session-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('homer-mfa')
      .setExpirationTime('1h')
      .sign(secret);
    expect(await readExportToken(secret, otherAudience)).toBeNull();
    const withoutSession = await new SignJWT({ kind: 'users' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('homer-export')
      .setExpirationTime('1h')
      .sign(secret);
    expect(await readExportToken(secret, withoutSession)).toBeNull();
  });
});
