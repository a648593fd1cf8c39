import { loadConfig } from '../config.ts';
import { migrateDatabase } from './migrate.ts';
import { openDatabase } from './open-database.ts';

const config = loadConfig();
const database = await openDatabase(config);
const { db } = database;
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
  await database.close();
}
