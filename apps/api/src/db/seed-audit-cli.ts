/**
 * npx tsx apps/api/src/db/seed-audit-cli.ts [rows]: appends synthetic audit history (default 1,000,000 rows)
 * to the configured database (DATABASE_URL, else the embedded one under DATA_DIR), for trying the global
 * audit list at volume. The audit table is append-only, so the rows stay.
 */
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { migrateDatabase } from './migrate.ts';
import { createDb } from './pool.ts';
import { seedAuditHistory } from './seed-audit.ts';

const rows = Number(process.argv[2] ?? 1_000_000);
if (!Number.isInteger(rows) || rows < 1) {
  console.error('Usage: seed-audit-cli.ts [rows], rows a positive whole number.');
  process.exit(1);
}

const config = loadConfig();
const embedded = config.databaseUrl
  ? null
  : await startEmbeddedPostgres(join(config.dataDir, 'postgres'), config.embeddedPgPort, 'homer');
const { pool, db } = createDb(config.databaseUrl ?? embedded?.url ?? '');
try {
  await migrateDatabase(db);
  const started = performance.now();
  await seedAuditHistory(db, rows);
  console.log(
    `${rows.toLocaleString('en-US')} audit rows added in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await pool.end();
  await embedded?.stop();
}
