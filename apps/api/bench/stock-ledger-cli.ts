/**
 * `cd apps/api && npx tsx bench/stock-ledger-cli.ts`: only the stock ledger's figures on 5,000,000 ledger lines and
 * 200,000 lots (issue 29; STOCK_BENCH_LOTS sets the lots), on an embedded server in a temporary folder
 * (BENCH_PG_PORT, default 54419) or BENCH_DATABASE_URL.
 */
import { runStandalone } from './standalone.ts';
import { benchStockLedger } from './stock-ledger.ts';

await runStandalone(
  { name: 'stock', pgPort: 54419, poolSize: 10, userName: 'admin' },
  ({ db, base, token }) => benchStockLedger({ db, base, headers: { authorization: `Bearer ${token}` } }),
);
