/** A start-up failure whose message already says, in one line, what is wrong and what to do. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}
