import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentSchema } from '@homer/contracts/home';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** External PostgreSQL; when unset the server starts embedded PostgreSQL under DATA_DIR. */
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default(fileURLToPath(new URL('../../../data', import.meta.url))),
  EMBEDDED_PG_PORT: z.coerce.number().int().positive().default(54329),
  APP_ENV: environmentSchema.default('development'),
  VENDOR_NAME: z.string().default('Bureau of Public Health Pharmacy'),
  /** HS256 key for session tokens; generated and kept in DATA_DIR when unset (single-instance only). */
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_HOURS: z.coerce.number().positive().default(12),
  SEED_DEMO: z.stringbool().default(true),
  JOBS_ENABLED: z.stringbool().default(true),
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
  /** The address people use to reach this installation; links in emails start with it. */
  PUBLIC_BASE_URL: z.url().optional(),
  /** Submissions each address may make to one public form per minute. */
  PUBLIC_FORM_RATE_LIMIT: z.coerce.number().int().positive().default(10),
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
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  environment: z.infer<typeof environmentSchema>;
  vendor: string;
  jwtSecret: Uint8Array;
  sessionHours: number;
  seedDemo: boolean;
  jobsEnabled: boolean;
  logLevel: string;
  webDist: string;
  publicDomains: string[];
  powerMode: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  programStaffEmail: string;
  publicBaseUrl: string;
  publicFormRateLimit: number;
  sso: SsoConfig | null;
  fingerprint: FingerprintConfig;
  smarty: { authId: string; authToken: string; baseUrl: string } | null;
};

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
  const dataDir = resolve(e.DATA_DIR);
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    environment: e.APP_ENV,
    vendor: e.VENDOR_NAME,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? persistedSecret(dataDir)),
    sessionHours: e.SESSION_HOURS,
    seedDemo: e.SEED_DEMO,
    jobsEnabled: e.JOBS_ENABLED,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    publicDomains: e.PUBLIC_DOMAINS.split(/[\s,]+/).filter(Boolean),
    powerMode: e.POWER_MODE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    programStaffEmail: e.PROGRAM_STAFF_EMAIL,
    publicBaseUrl,
    publicFormRateLimit: e.PUBLIC_FORM_RATE_LIMIT,
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
  };
}

function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
