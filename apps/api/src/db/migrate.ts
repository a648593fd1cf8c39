import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './pool.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
