import { loadConfig } from './config.ts';
import type { OpenDatabase } from './db/open-database.ts';
import { databaseHasUsers, demoPassword, demoUsers } from './db/seed.ts';
import { startInstance } from './start-instance.ts';

/** A failed start says in one line what is wrong and what to do, stops what it started, and exits. */
async function failStart(error: unknown, opened?: OpenDatabase): Promise<never> {
  // DatabaseStartError and configuration errors are that one line already; others are cut to their first.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`HOMER did not start. ${message.split('\n')[0]}`);
  await opened?.close().catch(() => {});
  process.exit(1);
}

const config = await Promise.resolve()
  .then(() => loadConfig())
  .catch((error) => failStart(error));
const { app, database, demoSeeded } = await startInstance(config).catch((error) => failStart(error));
const { db } = database;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
    // The embedded PostgreSQL stops here; left running it would hold the port and DATA_DIR.
    await database.close();
  }
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => void shutdown(signal));

await app.listen({ port: config.port, host: config.host }).catch(async (error) => {
  await app.close();
  return failStart(error, database);
});
const url = `http://localhost:${config.port}`;
console.log(
  `\nHOMER is running on ${url} (${database.embedded ? 'embedded PostgreSQL' : 'external PostgreSQL'})`,
);
if (config.seedDemo) {
  console.log(`${demoSeeded ? 'Seeded demo data. ' : ''}Demo sign-ins (password ${demoPassword}):`);
  for (const u of demoUsers)
    console.log(`  ${u.userName.padEnd(11)} ${u.access.map((a) => `${a.module}:${a.role}`).join(', ')}`);
} else if (!(await databaseHasUsers(db))) {
  console.log(
    'No users yet. Create the first administrator: npm run user:create-admin -- --user NAME --email EMAIL',
  );
}
