import { createHash } from 'node:crypto';
import { inlineScripts } from '@homer/contracts/inline-scripts';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderValue = string | number | readonly string[];

/**
 * The headers helmet would set for `options`, worked out once. @fastify/helmet builds a new helmet middleware,
 * re-parsing the Content-Security-Policy, on every request (~8 % of a signed-in request's CPU); these headers
 * depend on nothing in the request, so each response gets the same precomputed set.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, HeaderValue> {
  const headers: Record<string, HeaderValue> = {};
  const response = {
    setHeader: (name: string, value: HeaderValue) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Headers every answer gets (decision 077): an API answer is never a page, so it needs only what stops a browser
 * from sniffing it into one, from embedding it elsewhere, or from keeping it. A policy that allows nothing makes
 * any answer opened directly as a document (an upload, an image) inert.
 */
export function answerHeaders(production: boolean): Record<string, HeaderValue> {
  return {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Sets the answer headers on every response of `app`, and `cache-control: no-store` on /api answers unless the
 * route says otherwise (they carry signed-in and patient data). Pages add helmet's full set (web-app.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, production: boolean) {
  const headers = Object.entries(answerHeaders(production));
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.url.startsWith('/api/')) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
}

/** STRICH checks its licence here from the phone (decision 109); allowed only where a STRICH key is configured. */
const strichLicenseServers = ['https://license.strich.io', 'https://license-dev.strich.io'];

/** Helmet's full set with the app's content security policy: for the app's pages only (HTML). */
export function pageHeaders(production: boolean, strich = false): Record<string, HeaderValue> {
  return helmetHeaders({
    // HTTPS is the proxy's business in production; local and demo runs are plain HTTP on any host name.
    hsts: production,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The phone's barcode reader is WebAssembly, compiled from the app's own asset (decision 060); the pages' two
        // inline scripts (decision 064) are allowed by their hashes.
        scriptSrc: [
          "'self'",
          "'wasm-unsafe-eval'",
          ...inlineScripts.map(
            (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
          ),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(strich ? strichLicenseServers : [])],
        // Knowledge Base videos (docs/decisions/050-knowledge-base.md): the privacy-enhanced player only.
        frameSrc: ['https://www.youtube-nocookie.com'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
  });
}
