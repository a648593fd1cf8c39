import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { environmentSchema } from '@homer/contracts/home';
import { z } from 'zod';
import { apiRoot } from './app-paths.ts';
import { persistedSecret } from './persisted-secret.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** External PostgreSQL; when unset the server starts embedded PostgreSQL under DATA_DIR. */
  DATABASE_URL: z.string().min(1).optional(),
  /** The owner role for migrations, when DATABASE_URL is the application role (decision 022). */
  MIGRATION_DATABASE_URL: z.string().min(1).optional(),
  /** A read replica (the application's role there) that reports read from (issue 32, decision 113). */
  DATABASE_REPLICA_URL: z.string().min(1).optional(),
  /** Reports' statement timeout: a report that runs longer is stopped and the user told to narrow it. */
  REPORT_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  DATA_DIR: z.string().default(join(apiRoot, '../../data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().positive().default(54329),
  APP_ENV: environmentSchema.default('development'),
  VENDOR_NAME: z.string().default('Bureau of Public Health Pharmacy'),
  /** HS256 key for session tokens; generated and kept in DATA_DIR when unset (single-instance only). */
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_HOURS: z.coerce.number().positive().default(12),
  /**
   * How long an instance may answer a signed-in call from memory (decision 028); 0 turns the cache off.
   * Default 5 in every environment (decision 076): test setups that change sessions behind the app's back set 0.
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
  /**
   * How long an instance may keep a finished read answer (GetBudgetList) at most (decision 080); the database
   * announces changes, so this is only a backstop. 0 turns the cache off; test setups that change its tables
   * behind the app's back set 0.
   */
  ANSWER_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** Checks every response against its schema (slow); off unless a test setup turns it on (decision 076). */
  RESPONSE_VALIDATION: z.stringbool().optional(),
  /** Demo data into an empty database: on by default outside production, refused in production. */
  SEED_DEMO: z.stringbool().optional(),
  JOBS_ENABLED: z.stringbool().default(true),
  /**
   * Accounts with no sign-in for this many days are disabled by the daily job, warned by email 7 days before
   * (decision 043); 0 turns the job's disabling and warnings off.
   */
  INACTIVE_ACCOUNT_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3650)
    .refine((n) => n === 0 || n >= 8, 'must be 0 (off) or at least 8, to leave the 7 days of warning')
    .default(90),
  /** How many days back a stock movement may be dated (decision 098); never before the lot's first movement. */
  STOCK_BACKDATE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** The programme's own calendar: holidays are its dates, and business time counts its weekdays. */
  PROGRAM_TIME_ZONE: z
    .string()
    .default('America/New_York')
    .refine(isTimeZone, 'PROGRAM_TIME_ZONE must be an IANA time zone, e.g. America/New_York.'),
  /**
   * STRICH barcode SDK licence key (decision 109): with one the phone's scanner uses STRICH, without it zxing-wasm.
   * A browser key bound to the app's domain, handed to every signed-in browser; blank means none.
   */
  STRICH_LICENSE_KEY: z.string().trim().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Host names this installation answers to, comma- or space-separated (shown on the Tech Spec page). */
  PUBLIC_DOMAINS: z.string().default(''),
  /** Shows the Budget POs 'power mode' testing panel (spec document 3). */
  POWER_MODE: z.stringbool().default(false),
  /** smtp(s)://user:pass@host:port; without it mail is kept in the outbox table for system administrators. */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().default('HOMER <no-reply@homer.example>'),
  /** Where public help tickets and registrations are announced to programme staff. */
  PROGRAM_STAFF_EMAIL: z.string().default('pharmacy-support@homer.example'),
  /** The MMCAP application form HEROS applicants download (docs/decisions/035); unset, they ask programme staff. */
  HEROS_MMCAP_FORM_URL: z.url().optional(),
  /** The address people use to reach this installation; links in emails start with it. */
  PUBLIC_BASE_URL: z.url().optional(),
  /** Submissions each address may make to one public form per minute. */
  PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Emails public forms may cause to one recipient address per hour; the rest are not sent. */
  PUBLIC_FORM_MAIL_LIMIT: z.coerce.number().int().positive().default(5),
  /**
   * Proxies whose X-Forwarded-For names the client: their addresses or CIDR ranges, comma-separated. Unset trusts
   * none, so every address is the connection's own.
   */
  TRUST_PROXY: z.string().default('').transform(parseTrustProxy),
  /** Redis holding the rate-limit counters of all instances; unset keeps them in this process's memory. */
  REDIS_URL: z.string().min(1).optional(),
  /** Prefix of this installation's rate-limit keys in Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default('homer:rate-limit:'),
  /** Milliseconds a request's count may wait for Redis before the instance counts it itself (decision 069). */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(10).max(5000).default(150),
  /** Seconds the rate limits leave Redis alone after it failed or was slow, before asking it again. */
  REDIS_RETRY_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /** Microsoft Entra ID (OpenID Connect) single sign-on; all three must be set to turn it on. */
  SSO_ISSUER_URL: z.url().optional(),
  SSO_CLIENT_ID: z.string().min(1).optional(),
  SSO_CLIENT_SECRET: z.string().min(1).optional(),
  /** Defaults to PUBLIC_BASE_URL + /api/Account/SsoCallback. */
  SSO_REDIRECT_URL: z.url().optional(),
  /** CloudABIS fingerprint matching service; unset: a local simulator outside production. */
  CLOUDABIS_URL: z.url().optional(),
  CLOUDABIS_CUSTOMER_KEY: z.string().default(''),
  CLOUDABIS_API_KEY: z.string().default(''),
  CLOUDABIS_ENGINE_NAME: z.string().default('FPFF02'),
  /** Smarty address verification; without these the state's local county/ZIP data is used. */
  SMARTY_AUTH_ID: z.string().min(1).optional(),
  SMARTY_AUTH_TOKEN: z.string().min(1).optional(),
  SMARTY_BASE_URL: z.url().default('https://us-street.api.smarty.com'),
  /** openFDA's drug enforcement endpoint, read by the daily recall job (decision 059). */
  FDA_RECALLS_URL: z.url().default('https://api.fda.gov/drug/enforcement.json'),
  /** false: the recall job imports the bundled snapshot without trying openFDA (no network). */
  FDA_RECALLS_FETCH: z.stringbool().default(true),
  /** The state whose Ongoing recalls are imported. */
  FDA_RECALLS_STATE: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('FL'),
  /** Seconds each openFDA page may take before the job falls back to the snapshot. */
  FDA_RECALLS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  /** A QS1 gateway (decision 058); unset: the embedded stand-in (the local prescriptions table). */
  QS1_BASE_URL: z.url().optional(),
  QS1_API_KEY: z.string().default(''),
});

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const seedDemoInProductionMessage =
  'Invalid configuration: SEED_DEMO=true is refused with APP_ENV=production (demo users share a published password). Unset SEED_DEMO and create the first administrator with `npm run user:create-admin -- --user NAME --email EMAIL`.';

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  migrationDatabaseUrl: string | undefined;
  /** Where reports read; unset: the primary, through a pool of their own (decision 113). */
  databaseReplicaUrl: string | undefined;
  reportStatementTimeoutMs: number;
  dataDir: string;
  embeddedPgPort: number;
  environment: z.infer<typeof environmentSchema>;
  vendor: string;
  jwtSecret: Uint8Array;
  sessionHours: number;
  sessionCacheSeconds: number;
  answerCacheSeconds: number;
  responseValidation: boolean;
  seedDemo: boolean;
  jobsEnabled: boolean;
  /** Days without sign-in before the inactive-account job disables an account; 0 is off. */
  inactiveAccountDays: number;
  /** Days a stock movement may be backdated. */
  stockBackdateDays: number;
  /** IANA zone of the programme's calendar (holidays, business time). */
  programTimeZone: string;
  /** The STRICH SDK licence key the phone's scanner starts STRICH with; null: the built-in zxing-wasm reader. */
  strichLicenseKey: string | null;
  logLevel: string;
  webDist: string;
  publicDomains: string[];
  powerMode: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  programStaffEmail: string;
  herosMmcapFormUrl: string | null;
  publicBaseUrl: string;
  /** True when PUBLIC_BASE_URL is unset and mail links name this machine's own port (shown at the reader's origin). */
  publicBaseUrlIsDefault: boolean;
  publicFormRateLimit: number;
  publicFormMailLimit: number;
  /** Fastify's trustProxy: false, or the trusted proxies' addresses and CIDR ranges. */
  trustProxy: false | string[];
  redis: RedisConfig | null;
  sso: SsoConfig | null;
  fingerprint: FingerprintConfig;
  smarty: { authId: string; authToken: string; baseUrl: string } | null;
  fdaRecalls: FdaRecallsConfig;
  /** Null: the embedded QS1 stand-in. */
  qs1: { baseUrl: string; apiKey: string } | null;
};

export type RedisConfig = { url: string; keyPrefix: string; timeoutMs: number; retryAfterMs: number };
export type FdaRecallsConfig = { url: string; fetchEnabled: boolean; state: string; timeoutMs: number };

export type SsoConfig = { issuerUrl: string; clientId: string; clientSecret: string; redirectUrl: string };
export type FingerprintConfig =
  | { mode: 'cloudabis'; baseUrl: string; customerKey: string; apiKey: string; engineName: string }
  | { mode: 'simulator' }
  | { mode: 'unavailable' };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // Demo users share one published password; a production database must never get them.
  if (e.APP_ENV === 'production' && e.SEED_DEMO) throw new Error(seedDemoInProductionMessage);
  if (e.MIGRATION_DATABASE_URL && !e.DATABASE_URL)
    throw new Error(
      'Invalid configuration: MIGRATION_DATABASE_URL needs DATABASE_URL (the application role) as well.',
    );
  const dataDir = resolve(e.DATA_DIR);
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    reportStatementTimeoutMs: e.REPORT_STATEMENT_TIMEOUT_MS,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    environment: e.APP_ENV,
    vendor: e.VENDOR_NAME,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret.key', 48)),
    sessionHours: e.SESSION_HOURS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS ?? 5,
    answerCacheSeconds: e.ANSWER_CACHE_SECONDS ?? 60,
    responseValidation: e.RESPONSE_VALIDATION ?? false,
    seedDemo: e.SEED_DEMO ?? e.APP_ENV !== 'production',
    jobsEnabled: e.JOBS_ENABLED,
    inactiveAccountDays: e.INACTIVE_ACCOUNT_DAYS,
    stockBackdateDays: e.STOCK_BACKDATE_DAYS,
    programTimeZone: e.PROGRAM_TIME_ZONE,
    strichLicenseKey: e.STRICH_LICENSE_KEY || null,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? join(apiRoot, '../web/dist')),
    publicDomains: e.PUBLIC_DOMAINS.split(/[\s,]+/).filter(Boolean),
    powerMode: e.POWER_MODE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    programStaffEmail: e.PROGRAM_STAFF_EMAIL,
    herosMmcapFormUrl: e.HEROS_MMCAP_FORM_URL ?? null,
    publicBaseUrl,
    publicBaseUrlIsDefault: e.PUBLIC_BASE_URL === undefined,
    publicFormRateLimit: e.PUBLIC_FORM_RATE_LIMIT,
    publicFormMailLimit: e.PUBLIC_FORM_MAIL_LIMIT,
    trustProxy: e.TRUST_PROXY,
    redis: e.REDIS_URL
      ? {
          url: e.REDIS_URL,
          keyPrefix: e.REDIS_KEY_PREFIX,
          timeoutMs: e.REDIS_TIMEOUT_MS,
          retryAfterMs: e.REDIS_RETRY_SECONDS * 1000,
        }
      : null,
    sso:
      e.SSO_ISSUER_URL && e.SSO_CLIENT_ID && e.SSO_CLIENT_SECRET
        ? {
            issuerUrl: e.SSO_ISSUER_URL,
            clientId: e.SSO_CLIENT_ID,
            clientSecret: e.SSO_CLIENT_SECRET,
            redirectUrl: e.SSO_REDIRECT_URL ?? `${publicBaseUrl}/api/Account/SsoCallback`,
          }
        : null,
    fingerprint: e.CLOUDABIS_URL
      ? {
          mode: 'cloudabis',
          baseUrl: e.CLOUDABIS_URL.replace(/\/$/, ''),
          customerKey: e.CLOUDABIS_CUSTOMER_KEY,
          apiKey: e.CLOUDABIS_API_KEY,
          engineName: e.CLOUDABIS_ENGINE_NAME,
        }
      : // A simulated reader must never stand in for a real second factor in production.
        { mode: e.APP_ENV === 'production' ? 'unavailable' : 'simulator' },
    smarty:
      e.SMARTY_AUTH_ID && e.SMARTY_AUTH_TOKEN
        ? { authId: e.SMARTY_AUTH_ID, authToken: e.SMARTY_AUTH_TOKEN, baseUrl: e.SMARTY_BASE_URL }
        : null,
    fdaRecalls: {
      url: e.FDA_RECALLS_URL,
      fetchEnabled: e.FDA_RECALLS_FETCH,
      state: e.FDA_RECALLS_STATE,
      timeoutMs: e.FDA_RECALLS_TIMEOUT_SECONDS * 1000,
    },
    qs1: e.QS1_BASE_URL ? { baseUrl: e.QS1_BASE_URL.replace(/\/$/, ''), apiKey: e.QS1_API_KEY } : null,
  };
}

/** proxy-addr's names for the private ranges, accepted as Fastify accepts them. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's trustProxy. `true` and hop counts are refused: both believe an X-Forwarded-For sent
 * by anyone who reaches an instance directly (Fastify 5 itself treats a hop count as "trust nothing").
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | string[] {
  const entries = value.split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'false')) return false;
  for (const entry of entries) {
    if (proxyRangeNames.has(entry) || isAddressOrCidr(entry)) continue;
    ctx.addIssue({
      code: 'custom',
      message: `'${entry}' is not a proxy address or CIDR range (a hop count or 'true' would trust any client)`,
    });
    return z.NEVER;
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}
