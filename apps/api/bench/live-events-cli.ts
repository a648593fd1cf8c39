/**
 * `cd apps/api && LIVE_BENCH_STREAMS=500 npx tsx bench/live-events-cli.ts`: only the live stream's figures
 * (decision 046), on an embedded server in a temporary folder (BENCH_PG_PORT, default 54414) or BENCH_DATABASE_URL.
 */
import { benchLiveEvents } from './live-events.ts';
import { runStandalone } from './standalone.ts';

await runStandalone({ name: 'live', pgPort: 54414, poolSize: 10, userName: 'admin' }, benchLiveEvents);
