import { loadConfig } from '../config.ts';
import { openDatabase } from './open-database.ts';

const config = loadConfig();
if (process.argv.includes('--seed') && config.environment === 'production') {
  // Refused before the database is touched; seedDemoData refuses as well (decision 021).
  const { demoSeedRefusedInProduction } = await import('./seed.ts');
  console.error(demoSeedRefusedInProduction);
  process.exit(1);
}
const database = await openDatabase(config);
const { db } = database;
try {
  await database.migrate();
  if (process.argv.includes('--seed')) {
    const { seedDemoData } = await import('./seed.ts');
    console.log(
      (await seedDemoData(db, config)) ? 'Demo data seeded.' : 'Database already has users; nothing seeded.',
    );
  } else {
    console.log('Migrations applied.');
  }
} finally {
  await database.close();
}
