/**
 * `cd apps/api && npx tsx bench/signed-in-cli.ts`: only the signed-in request path's figures (issue 26), on an
 * embedded server in a temporary folder (BENCH_PG_PORT, default 54415) or BENCH_DATABASE_URL.
 */
import { benchSignedIn } from './signed-in.ts';
import { runStandalone } from './standalone.ts';

await runStandalone(
  { name: 'signed-in', pgPort: 54415, poolSize: 10, userName: 'admin' },
  ({ app, base, token }) => benchSignedIn({ app, base, headers: { authorization: `Bearer ${token}` } }),
);
