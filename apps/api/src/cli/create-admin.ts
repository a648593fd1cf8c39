/**
 * npm run user:create-admin -- --user NAME --email EMAIL [--first-name F] [--last-name L]
 * Creates an administrator (every module at SystemAdmin) and prints a one-time link to set the password. The
 * way into a production installation, which never gets demo users (decision 021). Opens the database as the
 * server does (DATABASE_URL, else the embedded one under DATA_DIR, which the server must not be running on).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { createAdministrator } from './create-administrator.ts';

const usage =
  'Usage: npm run user:create-admin -- --user NAME --email EMAIL [--first-name F] [--last-name L]';

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      user: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  }).values;
}
try {
  args = parse();
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const result = await createAdministrator(database.db, config, {
    userName: args.user ?? '',
    email: args.email ?? '',
    firstName: args['first-name'],
    lastName: args['last-name'],
  });
  if (result.created) {
    console.log(`Created ${result.userName} (user id ${result.userId}) with every module at SystemAdmin.`);
    console.log('Set the password with this one-time link, valid for 7 days:');
    console.log(`  ${result.link}`);
    if (!process.env.PUBLIC_BASE_URL)
      console.log('(PUBLIC_BASE_URL is not set, so the link names localhost.)');
  } else {
    console.error(`${result.message}\n${usage}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
