import { type App, buildApp } from '../app.ts';
import { createDb, poolOf } from '../db/pool.ts';
import type { TestContext } from './test-context.ts';

/** Another instance of the app on the test's database, with its own pool, as a second server behind a balancer. */
export async function startSecondInstance(
  ctx: TestContext,
): Promise<{ app: App; close: () => Promise<void> }> {
  const second = createDb(poolOf(ctx.db).options.connectionString ?? '', 3);
  const app = await buildApp(ctx.config, second.db);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await second.pool.end();
    },
  };
}

/** The session id a bearer token carries (its `sid` claim). */
export const sessionIdOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;
