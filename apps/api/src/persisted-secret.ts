import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A random secret generated on first use and kept in DATA_DIR (mode 0600), so it survives restarts and only
 * whoever can read DATA_DIR knows it. Used for the session key and the embedded application role's password.
 */
export function persistedSecret(dataDir: string, fileName: string, bytes: number): string {
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
