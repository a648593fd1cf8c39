import type pg from 'pg';
import type { Config } from '../../config.ts';
import { pgErrorCode } from '../../db/pg-error-code.ts';
import { createDb, type Db, poolOf } from '../../db/pool.ts';

/**
 * Where reports read (issue 32, decision 113): the read replica named by DATABASE_REPLICA_URL, else the primary.
 * Either way through a small pool of their own whose sessions are read-only and under a statement timeout, so a
 * month-end report can neither take the counter's connections nor hold one for minutes.
 */
export type ReportDatabase = { db: Db; replica: boolean; close: () => Promise<void> };

/** Connections reports may hold at once per instance (a report's own queries may run side by side); more wait. */
const reportConnections = 3;

export function openReportDatabase(config: Config, primary: Db): ReportDatabase {
  const replica = config.databaseReplicaUrl !== undefined;
  const { connectionString, host, port, user, password, database } = poolOf(primary).options;
  const target: pg.PoolConfig = replica
    ? { connectionString: config.databaseReplicaUrl }
    : { connectionString, host, port, user, password, database };
  const { pool, db } = createDb({
    ...target,
    max: reportConnections,
    application_name: 'homer-reports',
    statement_timeout: config.reportStatementTimeoutMs,
    // Read-only as the session default, so no report (or a mistake in one) can write, on the primary too. No JIT:
    // compiling a report's plan cost more than it saved (a stock ledger page: 1.3 s with JIT, 0.97 s without).
    options: '-c default_transaction_read_only=on -c jit=off',
  });
  return { db, replica, close: () => pool.end() };
}

/** PostgreSQL's "canceling statement due to statement timeout". */
export const isStatementTimeout = (error: unknown) => pgErrorCode(error) === '57014';
