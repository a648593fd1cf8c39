/**
 * npx tsx apps/api/src/db/seed-audit-cli.ts [rows]: appends synthetic audit history (default 1,000,000 rows)
 * to the configured database as its owner (MIGRATION_DATABASE_URL or DATABASE_URL, else the embedded one),
 * for trying the global audit list at volume. The audit table is append-only, so the rows stay.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from './open-database.ts';
import { createDb } from './pool.ts';
import { seedAuditHistory } from './seed-audit.ts';

const rows = Number(process.argv[2] ?? 1_000_000);
if (!Number.isInteger(rows) || rows < 1) {
  console.error('Usage: seed-audit-cli.ts [rows], rows a positive whole number.');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config);
// Only the owner writes global_audit directly; the application role may just read it.
const owner = createDb(database.ownerUrl, 1);
try {
  await database.migrate();
  const started = performance.now();
  await seedAuditHistory(owner.db, rows);
  console.log(
    `${rows.toLocaleString('en-US')} audit rows added in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await owner.pool.end();
  await database.close();
}
