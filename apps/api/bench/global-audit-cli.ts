/**
 * `cd apps/api && npx tsx bench/global-audit-cli.ts`: only the global audit list's figures on 1M audit rows
 * (decision 075), on an embedded server in a temporary folder (BENCH_PG_PORT, default 54397) or
 * BENCH_DATABASE_URL. AUDIT_BENCH_RUNS sets the runs per cell.
 */
import { benchGlobalAudit } from './global-audit.ts';
import { runStandalone } from './standalone.ts';

await runStandalone(
  { name: 'audit', pgPort: 54397, poolSize: 10, userName: 'admin' },
  ({ db, base, token }) =>
    benchGlobalAudit({
      db,
      base,
      headers: { authorization: `Bearer ${token}` },
      runs: Number(process.env.AUDIT_BENCH_RUNS ?? 30),
    }),
);
