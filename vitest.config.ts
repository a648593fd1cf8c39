import { defineConfig } from 'vitest/config';

const api = {
  environment: 'node',
  globalSetup: ['apps/api/src/test/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
} as const;
const inputFuzz = 'apps/api/src/test/input-fuzz.test.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          ...api,
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: [inputFuzz],
          // Files share one module scope per worker: loading the app's modules again for each of 128 files was
          // 40 % of the project's time. Test files keep their state in their own app and database.
          isolate: false,
        },
      },
      // The fuzz mocks altcha-lib's verifier; isolated, so the mock cannot reach another file's captcha.
      { test: { ...api, name: 'api-fuzz', include: [inputFuzz] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts', 'apps/web/vite-*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
