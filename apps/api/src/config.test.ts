import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const load = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env });

describe('session cache and response validation settings (decision 028)', () => {
  it('cache on and validation off in every environment unless set (decision 076)', () => {
    for (const APP_ENV of ['production', 'development', 'demo'])
      expect(load({ APP_ENV }), APP_ENV).toMatchObject({
        sessionCacheSeconds: 5,
        responseValidation: false,
      });
    expect(
      load({ APP_ENV: 'development', SESSION_CACHE_SECONDS: '3', RESPONSE_VALIDATION: 'false' }),
    ).toMatchObject({
      sessionCacheSeconds: 3,
      responseValidation: false,
    });
  });

  it('refuses a cache time outside 0–60 whole seconds and a validation flag that is not a boolean', () => {
    for (const value of ['61', '-1', '2.5', 'soon'])
      expect(() => load({ SESSION_CACHE_SECONDS: value }), value).toThrow(
        /Invalid configuration: SESSION_CACHE_SECONDS/,
      );
    expect(() => load({ RESPONSE_VALIDATION: 'maybe' })).toThrow(
      /Invalid configuration: RESPONSE_VALIDATION/,
    );
  });
});

describe('Redis settings of the rate limits (decision 069)', () => {
  it('fail over within 150 ms and ask again after 5 s unless set otherwise; none without REDIS_URL', () => {
    expect(load({}).redis).toBeNull();
    expect(load({ REDIS_URL: 'redis://cache:6379' }).redis).toEqual({
      url: 'redis://cache:6379',
      keyPrefix: 'homer:rate-limit:',
      timeoutMs: 150,
      retryAfterMs: 5000,
    });
    expect(
      load({ REDIS_URL: 'redis://cache:6379', REDIS_TIMEOUT_MS: '80', REDIS_RETRY_SECONDS: '30' }).redis,
    ).toMatchObject({ timeoutMs: 80, retryAfterMs: 30_000 });
  });

  it('refuses a timeout outside 10–5000 ms and a retry outside 1–300 s', () => {
    for (const value of ['5', '6000', '1.5', 'fast'])
      expect(() => load({ REDIS_TIMEOUT_MS: value }), value).toThrow(
        /Invalid configuration: REDIS_TIMEOUT_MS/,
      );
    for (const value of ['0', '301'])
      expect(() => load({ REDIS_RETRY_SECONDS: value }), value).toThrow(
        /Invalid configuration: REDIS_RETRY_SECONDS/,
      );
  });
});

describe("the programme's calendar zone (decision 108)", () => {
  it('is New York unless set, takes any IANA zone, and refuses a name the runtime does not know', () => {
    expect(load({}).programTimeZone).toBe('America/New_York');
    expect(load({ PROGRAM_TIME_ZONE: 'America/Chicago' }).programTimeZone).toBe('America/Chicago');
    for (const value of ['Eastern', 'America/Nowhere', "UTC'; drop table holidays; --"])
      expect(() => load({ PROGRAM_TIME_ZONE: value }), value).toThrow(
        'Invalid configuration: PROGRAM_TIME_ZONE: PROGRAM_TIME_ZONE must be an IANA time zone, e.g. America/New_York.',
      );
  });
});

describe('the STRICH licence key (decision 109)', () => {
  it('is none unless set, trimmed when set, and none when blank', () => {
    expect(load({}).strichLicenseKey).toBeNull();
    expect(load({ STRICH_LICENSE_KEY: '  eyJhbGciOi.strich-key  ' }).strichLicenseKey).toBe(
      'eyJhbGciOi.strich-key',
    );
    for (const blank of ['', '   ', '\t\n'])
      expect(load({ STRICH_LICENSE_KEY: blank }).strichLicenseKey, JSON.stringify(blank)).toBeNull();
  });
});
