import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const load = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env });

describe('session cache and response validation settings (decision 028)', () => {
  it('cache on and validation off outside development; the reverse in development', () => {
    expect(load({ APP_ENV: 'production' })).toMatchObject({
      sessionCacheSeconds: 5,
      responseValidation: false,
    });
    expect(load({ APP_ENV: 'development' })).toMatchObject({
      sessionCacheSeconds: 0,
      responseValidation: true,
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
