/**
 * `cd apps/api && npx tsx bench/programme-reports-cli.ts`: only the programme reports' figures (issue 32, decision
 * 115), on an embedded server in a temporary folder (BENCH_PG_PORT, default 54422) or BENCH_DATABASE_URL.
 */
import { benchProgrammeReports } from './programme-reports.ts';
import { runStandalone } from './standalone.ts';

await runStandalone(
  { name: 'programme reports', pgPort: 54422, poolSize: 10, userName: 'admin' },
  ({ db, base, token }) => benchProgrammeReports({ db, base, headers: { authorization: `Bearer ${token}` } }),
);
