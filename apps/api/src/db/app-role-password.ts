import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded application role's password, generated once and kept beside the session key, so only
 * whoever can read DATA_DIR can sign in as the application.
 */
export function appRolePassword(dataDir: string): string {
  const file = join(dataDir, 'postgres-app-password.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}
