import { normalizeIP } from '@fastify/rate-limit';
import { captchaChallengeSchema, publicFormMessages } from '@homer/contracts/public-form';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { keyedHash, purposeKey } from '../platform/signed-links/keyed-hash.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body carries `recaptcha`: an ALTCHA solution verified and spent before the handler runs. */
    captcha?: boolean;
  }
}

/** About 4,000 SHA-256 rounds for the browser: milliseconds for a person, a cost per message for a bot. */
const difficulty = { algorithm: 'SHA-256', keyPrefix: '000' } as const;
const challengeLifetimeSeconds = 10 * 60;

/**
 * Adaptive difficulty: each submission an address made in the last `windowMinutes` doubles the ALTCHA `cost`
 * (SHA-256 rounds per attempt) of its next challenge, up to `maxCost` (about a second in a browser, while the
 * forms re-solve every 2 or 5 seconds).
 */
export const adaptiveCaptcha = { windowMinutes: 10, maxCost: 16 } as const;

function captchaCost(recentSubmissions: number): number {
  return Math.min(2 ** Math.max(0, recentSubmissions), adaptiveCaptcha.maxCost);
}

type Challenge = Parameters<typeof verifySolution>[0]['challenge'];
type Solution = Parameters<typeof verifySolution>[0]['solution'];
type Payload = { challenge: Challenge; solution: Solution };

/** Rate limit for a public form submission, per address (config.publicFormRateLimit per minute). */
export function publicFormRateLimit(config: Config) {
  return { max: config.publicFormRateLimit, timeWindow: '1 minute' };
}

/**
 * ALTCHA proof-of-work captcha, self-hosted: GET api/Captcha/Challenge hands out signed challenges, and routes
 * with `config.captcha` refuse a body whose solution is missing, wrong, expired or already used.
 */
export function registerCaptcha(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const key = purposeKey(deps.config.jwtSecret, 'altcha-captcha');
  const secret = key.toString('base64url');
  // Keyed, so the table does not list who submitted; an IPv6 client counts by its /64 as the rate limits do.
  const addressHash = (ip: string) => keyedHash(key, normalizeIP(ip));

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/Captcha/Challenge',
    {
      // Forms re-run the captcha every 2 or 5 seconds, several tabs at once.
      config: { access: 'public', rateLimit: { max: 240, timeWindow: '1 minute' } },
      schema: { tags: ['Captcha'], response: { 200: captchaChallengeSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const recent = await recentSubmissions(deps.db, addressHash(request.ip));
      const challenge = await createChallenge({
        ...difficulty,
        cost: captchaCost(recent),
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: Math.floor(Date.now() / 1000) + challengeLifetimeSeconds,
      });
      return captchaChallengeSchema.parse(challenge);
    },
  );

  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.captcha) return;
    const solution = (request.body as { recaptcha?: unknown } | undefined)?.recaptcha;
    if (typeof solution !== 'string' || solution === '') {
      throw new HttpError(400, publicFormMessages.captchaRequired);
    }
    if (!(await spendSolution(deps.db, secret, solution, addressHash(request.ip)))) {
      throw new HttpError(400, publicFormMessages.captchaRejected);
    }
  });
}

/** Solutions spent from this address in the adaptive window; every instance reads the same table. */
async function recentSubmissions(db: Db, addressHash: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from captcha_solutions
    where address_hash = ${addressHash}
      and spent_at > now() - make_interval(mins => ${adaptiveCaptcha.windowMinutes})`);
  return rows[0]?.n ?? 0;
}

async function spendSolution(db: Db, secret: string, encoded: string, addressHash: string): Promise<boolean> {
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
  } catch {
    return false;
  }
  const signature = payload?.challenge?.signature;
  if (typeof signature !== 'string' || signature.length > 128) return false;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  }).catch(() => null);
  if (!result?.verified) return false;
  // A stock of easy challenges fetched before a burst of submissions must not outlast the burst: the challenge
  // must be as hard as the one this address would get now, less one step (a second tab's solution still counts).
  const recent = await recentSubmissions(db, addressHash);
  if (Number(payload.challenge.parameters.cost) < captchaCost(recent - 1)) return false;
  // The signature names the challenge; a second use of it finds the row and is refused. The row stays at least
  // for the adaptive window, since it also counts this address's recent submissions.
  const expiresAt = Number(payload.challenge.parameters.expiresAt);
  const { rows } = await db.execute(sql`
    insert into captcha_solutions (signature, expires_at, address_hash)
    values (${signature},
            greatest(to_timestamp(${expiresAt}), now() + make_interval(mins => ${adaptiveCaptcha.windowMinutes})),
            ${addressHash})
    on conflict do nothing
    returning signature`);
  return rows.length === 1;
}
