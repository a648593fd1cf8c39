/**
 * `cd apps/api && npx tsx bench/budget-list-cli.ts`: only Budget Tracking's list figures (issues 9 and 26), on an
 * embedded server in a temporary folder (BENCH_PG_PORT, default 54418) or BENCH_DATABASE_URL.
 */
import { benchBudgetList } from './budget-list.ts';
import { runStandalone } from './standalone.ts';

await runStandalone(
  { name: 'budget-list', pgPort: 54418, poolSize: 20, userName: 'admin' },
  ({ app, db, base, token }) =>
    benchBudgetList({
      db,
      base,
      headers: { authorization: `Bearer ${token}` },
      answerCache: app.answerCache,
    }),
);
