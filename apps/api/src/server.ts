import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { demoPassword, demoUsers, seedDemoData } from './db/seed.ts';
import { seedReleaseNotes } from './features/release-notes/seed.ts';

const config = loadConfig();
const database = await openDatabase(config);
const { db } = database;
await migrateDatabase(db);
const seeded = config.seedDemo ? await seedDemoData(db) : false;
// The product's own release history, not demo data: every installation gets new notes on start.
await seedReleaseNotes(db);
const app = await buildApp(config, db);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
console.log(
  `\nHOMER is running on ${url} (${database.embedded ? 'embedded PostgreSQL' : 'external PostgreSQL'})`,
);
if (config.seedDemo) {
  console.log(`${seeded ? 'Seeded demo data. ' : ''}Demo sign-ins (password ${demoPassword}):`);
  for (const u of demoUsers)
    console.log(`  ${u.userName.padEnd(11)} ${u.access.map((a) => `${a.module}:${a.role}`).join(', ')}`);
}
