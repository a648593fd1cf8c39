import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';
import { createDb } from './pool.ts';

const config = loadConfig();
const embedded = config.databaseUrl
  ? null
  : await startEmbeddedPostgres(join(config.dataDir, 'postgres'), config.embeddedPgPort, 'homer');
const { pool, db } = createDb(config.databaseUrl ?? embedded?.url ?? '');
try {
  await migrateDatabase(db);
  if (process.argv.includes('--seed')) {
    const { seedDemoData } = await import('./seed.ts');
    console.log(
      (await seedDemoData(db)) ? 'Demo data seeded.' : 'Database already has users; nothing seeded.',
    );
  } else {
    console.log('Migrations applied.');
  }
} finally {
  await pool.end();
  await embedded?.stop();
}
