import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
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
