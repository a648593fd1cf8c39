import { createHmac } from 'node:crypto';
import { captchaChallengeSchema, publicFormMessages } from '@homer/contracts/public-form';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body carries `recaptcha`: an ALTCHA solution verified and spent before the handler runs. */
    captcha?: boolean;
  }
}

/** About 4,000 SHA-256 rounds for the browser: milliseconds for a person, a cost per message for a bot. */
const difficulty = { algorithm: 'SHA-256', cost: 1, keyPrefix: '000' } as const;
const challengeLifetimeSeconds = 10 * 60;

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
  const secret = createHmac('sha256', deps.config.jwtSecret).update('altcha-captcha').digest('base64url');

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/Captcha/Challenge',
    {
      // Forms re-run the captcha every 2 or 5 seconds, several tabs at once.
      config: { access: 'public', rateLimit: { max: 240, timeWindow: '1 minute' } },
      schema: { tags: ['Captcha'], response: { 200: captchaChallengeSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const challenge = await createChallenge({
        ...difficulty,
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
    if (!(await spendSolution(deps.db, secret, solution))) {
      throw new HttpError(400, publicFormMessages.captchaRejected);
    }
  });
}

async function spendSolution(db: Db, secret: string, encoded: string): Promise<boolean> {
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
  // The signature names the challenge; a second use of it finds the row and is refused.
  const expiresAt = Number(payload.challenge.parameters.expiresAt);
  const { rows } = await db.execute(sql`
    insert into captcha_solutions (signature, expires_at)
    values (${signature}, to_timestamp(${expiresAt}))
    on conflict do nothing
    returning signature`);
  return rows.length === 1;
}
