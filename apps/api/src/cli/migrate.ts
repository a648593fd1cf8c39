import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';

const config = loadConfig();
if (process.argv.includes('--seed') && config.environment === 'production') {
  // Refused before the database is touched; seedDemoData refuses as well (decision 021).
  const { demoSeedRefusedInProduction } = await import('../db/seed.ts');
  console.error(demoSeedRefusedInProduction);
  process.exit(1);
}
const database = await openDatabase(config);
const { db } = database;
try {
  if (process.argv.includes('--seed')) {
    const { seedDemoData } = await import('../db/seed.ts');
    const { areaDemoSeeds } = await import('../area-demo-seeds.ts');
    let seeded = false;
    // Under the migration lock, like a server start: a server starting meanwhile does not seed it twice.
    await database.migrate(async () => {
      seeded = await seedDemoData(db, config, areaDemoSeeds);
    });
    console.log(seeded ? 'Demo data seeded.' : 'Database already has users; nothing seeded.');
  } else {
    await database.migrate();
    console.log('Migrations applied.');
  }
} finally {
  await database.close();
}
