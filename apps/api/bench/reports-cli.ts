/**
 * `cd apps/api && npx tsx bench/reports-cli.ts`: only the reports' figures (issue 32) on the stock ledger bench's
 * 5,000,000 lines, on an embedded server in a temporary folder (BENCH_PG_PORT, default 54421) or BENCH_DATABASE_URL.
 */
import { benchReports } from './reports.ts';
import { runStandalone } from './standalone.ts';

await runStandalone(
  { name: 'reports', pgPort: 54421, poolSize: 10, userName: 'admin' },
  ({ db, base, token }) => benchReports({ db, base, headers: { authorization: `Bearer ${token}` } }),
);
