import { type AccessRule, allows } from '@homer/contracts/access';
import { mobileScanningAllowedCalls } from '@homer/contracts/account';
import { messages } from '@homer/contracts/messages';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { meetsPhiRules } from '../platform/auth/phi-rules.ts';
import { SessionCache } from '../platform/sessions/session-cache.ts';
import { readSessionToken } from '../platform/sessions/session-token.ts';
import { type Auth, liveSession, touchSession } from '../platform/sessions/sessions.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route declares who may call it; registration fails without it. */
    access?: AccessRule;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyInstance {
    /** Live sessions for a few seconds; routes that end sessions themselves forget them here at once. */
    sessionCache: SessionCache;
  }
}

export type DeclaredRoute = {
  method: string;
  url: string;
  access: AccessRule | undefined;
  captcha: boolean;
  rateLimited: boolean;
};

// Writing last_seen_at on every call would turn each read into a write; idle expiry is minutes, so seconds are enough.
const touchEverySeconds = 5;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/** Sessions and the access rule of each route, enforced on every request. */
export function registerAccessControl(
  app: FastifyInstance,
  deps: { db: Db; config: Config },
): () => DeclaredRoute[] {
  const registered: RouteOptions[] = [];
  app.decorateRequest('auth', null);
  const cache = new SessionCache({ ttlMs: deps.config.sessionCacheSeconds * 1000 });
  // Off (SESSION_CACHE_SECONDS=0) it never follows the announcements, so it stays disabled.
  if (deps.config.sessionCacheSeconds > 0) cache.follow(app.notifyListener);
  app.decorate('sessionCache', cache);
  // Kept by reference: plugin scopes (docs, static files) may set their routes' access in a later onRoute hook.
  app.addHook('onRoute', (route) => {
    registered.push(route);
  });
  const declared = (): DeclaredRoute[] =>
    registered.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => {
        const config = route.config as
          | { access?: AccessRule; captcha?: boolean; rateLimit?: unknown }
          | undefined;
        return {
          method,
          url: route.url,
          access: config?.access,
          captcha: config?.captcha === true,
          rateLimited: config?.rateLimit !== undefined,
        };
      }),
    );
  app.addHook('onReady', async () => {
    const missing = declared().filter((r) => !r.access);
    if (missing.length > 0) {
      throw new Error(
        `Routes without an access declaration: ${missing.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule) return; // not-found handler: nothing to protect
    const token = bearerToken(request);
    const sessionId = token ? await readSessionToken(deps.config.jwtSecret, token) : null;
    const now = new Date();
    const live = sessionId ? await liveSession(deps.db, cache, sessionId, now) : null;
    if (live) {
      request.auth = live.auth;
      const silent = (request.query as Record<string, unknown> | undefined)?.silent === 'true';
      if (!silent && now.getTime() - live.lastSeenAt.getTime() > touchEverySeconds * 1000) {
        await touchSession(deps.db, live.auth.sessionId, now);
        cache.touched(live.auth.sessionId, now);
      }
    }
    const auth = request.auth;
    if (
      auth?.user.mobileScanning &&
      !mobileScanningAllowedCalls.some((path) => request.url.split('?')[0]?.startsWith(path))
    ) {
      throw new HttpError(403, messages.mobileScanningDenied);
    }
    if (rule === 'public') return;
    if (!auth) throw new HttpError(401, messages.notSignedIn);
    if (!allows(rule, auth.user.access)) throw new HttpError(403, messages.accessDenied);
    if (typeof rule === 'object' && rule.phi && !meetsPhiRules(auth)) {
      throw new HttpError(467, messages.phiRequired);
    }
  });

  return declared;
}
