import type { FingerprintConfig } from '../../config.ts';
import { cloudAbisMatcher } from './cloudabis-matcher.ts';
import { FingerprintServiceDown } from './fingerprint-service-down.ts';
import { simulatorMatcher } from './simulator-matcher.ts';

/** What a matcher keeps about one enrolled finger (the real service keeps the template itself). */
export type FingerprintEnrollment = { registrationId: string; templateHash: string | null };

export type FingerprintMatcher = {
  mode: 'cloudabis' | 'simulator' | 'unavailable';
  enroll(userId: number, template: string): Promise<FingerprintEnrollment>;
  verify(enrollment: FingerprintEnrollment, template: string): Promise<boolean>;
  remove(enrollment: FingerprintEnrollment): Promise<void>;
};

const unavailable: FingerprintMatcher = {
  mode: 'unavailable',
  enroll: () => Promise.reject(new FingerprintServiceDown()),
  verify: () => Promise.reject(new FingerprintServiceDown()),
  remove: () => Promise.resolve(),
};

export function createFingerprintMatcher(config: FingerprintConfig): FingerprintMatcher {
  if (config.mode === 'cloudabis') return cloudAbisMatcher(config);
  if (config.mode === 'simulator') return simulatorMatcher();
  return unavailable;
}
