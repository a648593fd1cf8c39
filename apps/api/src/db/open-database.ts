import { join } from 'node:path';
import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { createDb, type Db } from './pool.ts';

export type OpenDatabase = { db: Db; embedded: boolean; close: () => Promise<void> };

/** DATABASE_URL when configured, else the embedded server under DATA_DIR (started here, stopped by close). */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(join(config.dataDir, 'postgres'), config.embeddedPgPort, 'homer');
  const { pool, db } = createDb(config.databaseUrl ?? embedded?.url ?? '');
  return {
    db,
    embedded: embedded !== null,
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}
