import { type App, buildApp } from './app.ts';
import { areaDemoSeeds } from './area-demo-seeds.ts';
import type { Config } from './config.ts';
import { type OpenDatabase, openDatabase } from './db/open-database.ts';
import { seedDemoData } from './db/seed.ts';
import { servingRoleRisk } from './db/serving-role-risk.ts';
import { seedReleaseNotes } from './features/release-notes/seed.ts';
import { setProgramTimeZone } from './platform/time/program-calendar.ts';

type Instance = { app: App; database: OpenDatabase; demoSeeded: boolean };

/**
 * Everything `npm start` does before listening: opens the database, migrates and seeds it under one lock (so
 * instances starting together on one database seed it once, decision 069), and builds the app. A failure throws a
 * one-line DatabaseStartError (or configuration error) and leaves nothing running.
 */
export async function startInstance(config: Config): Promise<Instance> {
  const database = await openDatabase(config);
  try {
    const { db } = database;
    let demoSeeded = false;
    await database.migrate(async () => {
      // Never true in production: config refuses SEED_DEMO=true there and seedDemoData refuses too (decision 021).
      if (config.seedDemo) demoSeeded = await seedDemoData(db, config, areaDemoSeeds);
      // The product's own release history, not demo data: every installation gets new notes on start.
      await seedReleaseNotes(db);
      await setProgramTimeZone(db, config.programTimeZone);
    });
    const app = await buildApp(config, db);
    const risk = await servingRoleRisk(db);
    if (risk) app.log.warn(risk);
    return { app, database, demoSeeded };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
