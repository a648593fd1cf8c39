/**
 * `cd apps/api && npx tsx bench/notifications-cli.ts`: only the notification drawer's figures (decision 047), on an
 * embedded server in a temporary folder (BENCH_PG_PORT, default 54413) or BENCH_DATABASE_URL.
 */
import { benchNotifications } from './notifications.ts';
import { runStandalone } from './standalone.ts';

await runStandalone(
  { name: 'notif', pgPort: 54413, poolSize: 10, userName: 'admin' },
  ({ db, base, token, userId }) =>
    benchNotifications({ db, base, headers: { authorization: `Bearer ${token}` }, userId }),
);
