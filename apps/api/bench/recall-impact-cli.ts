/**
 * `cd apps/api && npx tsx bench/recall-impact-cli.ts`: only the Recall Impact Report's figures (issue 32) on the
 * stock ledger bench's 5,000,000 lines, on an embedded server in a temporary folder (BENCH_PG_PORT, default 54421,
 * the reports bench's) or BENCH_DATABASE_URL.
 */
import { benchRecallImpact } from './recall-impact.ts';
import { runStandalone } from './standalone.ts';

await runStandalone(
  { name: 'reports', pgPort: 54421, poolSize: 10, userName: 'admin' },
  ({ db, base, token, userId }) =>
    benchRecallImpact({ db, base, headers: { authorization: `Bearer ${token}` }, userId }),
);
