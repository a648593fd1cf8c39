/**
 * `cd apps/api && npx tsx --expose-gc bench/live-events-cli.ts`: only the live stream's figures (decision 071):
 * LIVE_BENCH_STREAMS streams (default 5,000) from a separate process, held BENCH_LIVE_SECONDS (default 60), on an
 * embedded server in a temporary folder (BENCH_PG_PORT, default 54414) or BENCH_DATABASE_URL.
 */
import { benchLiveEvents } from './live-events.ts';
import { runStandalone } from './standalone.ts';

await runStandalone({ name: 'live', pgPort: 54414, poolSize: 10, userName: 'admin' }, benchLiveEvents);
