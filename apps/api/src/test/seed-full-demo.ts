import { areaDemoSeeds } from '../area-demo-seeds.ts';
import type { Db } from '../db/pool.ts';
import { seedDemoData } from '../db/seed.ts';

/** The whole demo, every area's seed as the app registers them: for tests that sign in as the demo users. */
export function seedFullDemo(db: Db, config: Parameters<typeof seedDemoData>[1]): Promise<boolean> {
  return seedDemoData(db, config, areaDemoSeeds);
}
