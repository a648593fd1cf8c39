import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { FingerprintMatcher } from './fingerprint-matcher.ts';

function derive(sample: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(sample.trim().toLowerCase().normalize('NFKC'), salt, 32, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * Development stand-in for a reader plus CloudABIS: the "scan" is a sample phrase the developer types, enrolled
 * per user as a salted hash. The same sample matches, any other does not. Never used in production.
 */
export function simulatorMatcher(): FingerprintMatcher {
  return {
    mode: 'simulator',
    async enroll(userId, template) {
      const salt = randomBytes(16);
      const key = await derive(template, salt);
      return {
        registrationId: `sim-${userId}`,
        templateHash: `${salt.toString('base64')}$${key.toString('base64')}`,
      };
    },
    async verify(enrollment, template) {
      const [salt, key] = (enrollment.templateHash ?? '').split('$');
      if (!salt || !key) return false;
      const expected = Buffer.from(key, 'base64');
      const actual = await derive(template, Buffer.from(salt, 'base64'));
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
    remove: async () => undefined,
  };
}
