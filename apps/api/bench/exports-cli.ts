/**
 * `cd apps/api && npx tsx --expose-gc bench/exports-cli.ts`: only the Excel export figures (decisions 029, 072), on
 * an embedded server in a temporary folder (BENCH_PG_PORT, default 54417) or BENCH_DATABASE_URL.
 * EXPORT_ROWS overrides the 100k invoices.
 */
import { benchExports } from './exports.ts';
import { runStandalone } from './standalone.ts';

await runStandalone(
  { name: 'exports', pgPort: 54417, poolSize: 10, userName: 'admin' },
  ({ db, base, token }) =>
    benchExports({
      db,
      base,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      rows: Number(process.env.EXPORT_ROWS ?? 100_000),
    }),
);
