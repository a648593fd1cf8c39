import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as audit from './schema/audit.ts';
import * as ba from './schema/ba.ts';
import * as core from './schema/core.ts';
import * as jobs from './schema/jobs.ts';
import * as releaseNotes from './schema/release-notes.ts';

const schema = { ...core, ...audit, ...ba, ...jobs, ...releaseNotes };
export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the pool: query functions accept either. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'query'>;

/** A pool on `target`: a URL (the serving pool's settings) or a pool's whole configuration. */
export function createDb(target: string | pg.PoolConfig, max = 10): { pool: pg.Pool; db: Db } {
  const pool = new pg.Pool(
    typeof target === 'string' ? { connectionString: target, max, application_name: 'homer' } : target,
  );
  // An idle connection cut by the server (restart, failover, shutdown) is dropped and replaced on next use;
  // unheard, the pool's error event would end the process.
  pool.on('error', () => {});
  return { pool, db: drizzle(pool, { schema }) };
}

/** The pool behind `db` (drizzle keeps it as $client), whose settings open connections outside it (LISTEN). */
export function poolOf(db: Db): pg.Pool {
  return (db as Db & { $client: pg.Pool }).$client;
}
