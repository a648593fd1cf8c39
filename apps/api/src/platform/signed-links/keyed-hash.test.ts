import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyedHash, purposeKey } from './keyed-hash.ts';

const secret = Buffer.from('test-secret-test-secret-test-secret-0123');
const otherSecret = Buffer.from('test-secret-test-secret-test-secret-0124');

describe('purposeKey', () => {
  it('derives the same 32-byte key from the same secret and purpose, so every instance agrees', () => {
    const key = purposeKey(secret, 'public-form-mail');
    expect(key).toHaveLength(32);
    expect(purposeKey(Buffer.from(secret), 'public-form-mail').equals(key)).toBe(true);
  });

  it('gives each purpose and each secret a key of its own', () => {
    const key = purposeKey(secret, 'public-form-mail');
    expect(purposeKey(secret, 'altcha-captcha').equals(key)).toBe(false);
    expect(purposeKey(otherSecret, 'public-form-mail').equals(key)).toBe(false);
    // No prefix or case folding: a near-miss purpose is another purpose.
    expect(purposeKey(secret, 'public-form-mail ').equals(key)).toBe(false);
    expect(purposeKey(secret, 'Public-form-mail').equals(key)).toBe(false);
  });

  it('never hands two different purposes the same key', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        return !purposeKey(secret, a).equals(purposeKey(secret, b));
      }),
      { numRuns: 300 },
    );
  });

  it('is not the secret itself, nor the plain HMAC of the secret under the purpose', () => {
    const key = purposeKey(secret, 'icq-schedule-link');
    expect(key.equals(secret)).toBe(false);
    // The secret keys the HMAC and the purpose is its message, not the other way round.
    expect(key.equals(createHmac('sha256', 'icq-schedule-link').update(secret).digest())).toBe(false);
  });
});

describe('keyedHash', () => {
  const key = purposeKey(secret, 'public-form-mail');

  it('is a stable base64url digest of the value: the same address always counts as the same row', () => {
    const hash = keyedHash(key, 'ann@clinic.example');
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keyedHash(key, 'ann@clinic.example')).toBe(hash);
    expect(hash).not.toContain('ann');
  });

  it('differs under another purpose key or another secret: a leaked key opens no other table', () => {
    const value = '203.0.113.9';
    const hash = keyedHash(key, value);
    expect(keyedHash(purposeKey(secret, 'altcha-captcha'), value)).not.toBe(hash);
    expect(keyedHash(purposeKey(otherSecret, 'public-form-mail'), value)).not.toBe(hash);
  });

  it('hashes the exact text: case, unicode form and NUL bytes all count, so callers normalise first', () => {
    const hash = keyedHash(key, 'ann@clinic.example');
    expect(keyedHash(key, 'Ann@clinic.example')).not.toBe(hash);
    expect(keyedHash(key, 'ann@clinic.example\0')).not.toBe(hash);
    const composed = 'zoë@clinic.example';
    expect(keyedHash(key, composed.normalize('NFD'))).not.toBe(keyedHash(key, composed.normalize('NFC')));
    expect(keyedHash(key, composed)).toBe(
      createHmac('sha256', key).update(Buffer.from(composed, 'utf8')).digest('base64url'),
    );
  });

  it('maps different values to different hashes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        fc.pre(a !== b);
        return keyedHash(key, a) !== keyedHash(key, b);
      }),
      { numRuns: 300 },
    );
  });
});
