import { type Envelope, type ErrorBody, errorBodySchema } from '@homer/contracts/envelope';
import { messages } from '@homer/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The error answers a route documents, each in the shared error body: `errorResponses(400, 401, 403, 404)`. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof errorBodySchema> {
  return Object.fromEntries(codes.map((code) => [code, errorBodySchema])) as Record<
    C,
    typeof errorBodySchema
  >;
}

/** A refusal with a status and a message meant for the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Pick<ErrorBody, 'route'> = {},
  ) {
    super(message);
  }
}

/** A command the user may not complete as asked: a 200 envelope the page shows in place (decision 005). */
export function refused(message: string): Envelope<null, never> {
  return { isSuccessful: false, message, messageClass: 'error', value: null, model: null };
}

/** A completed command; a message for the user is always shown as a success, a silent answer has no class. */
export function succeeded<V = null, M = null>({
  value = null,
  model = null,
  message = null,
}: {
  value?: V | null;
  model?: M | null;
  message?: string | null;
} = {}): Envelope<V, M> {
  return { isSuccessful: true, message, messageClass: message === null ? null : 'success', value, model };
}

function body(message: string, extra: Partial<ErrorBody> = {}): ErrorBody {
  return { isSuccessful: false, message, messageClass: 'error', ...extra };
}

/** One error envelope for every failure; 5xx bodies never carry internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.decorate('serverErrorSink', { current: null });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.message, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value.',
      }));
      return reply.status(400).send(body(errors[0]?.message ?? 'Invalid request.', { errors }));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body((error as Error).message));
    }
    request.log.error({ err: error }, 'request failed');
    recordServerError(app, error as Error, request);
    return reply.status(500).send(body(messages.internalError));
  });
}

/** Stores an unexpected server error (decision 070); set by the error-reports feature. */
export type ServerErrorSink = (error: Error, request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** One holder, decorated on the root, so a feature's plugin scope can set what the root's handler calls. */
    serverErrorSink: { current: ServerErrorSink | null };
  }
}

export function setServerErrorSink(app: FastifyInstance, sink: ServerErrorSink): void {
  app.serverErrorSink.current = sink;
}

/**
 * Fire and forget: the answer never waits for the store, and a store that throws or rejects (database down, the very
 * failure being answered) is logged and changes nothing about the 500 the client gets.
 */
function recordServerError(app: FastifyInstance, error: Error, request: FastifyRequest): void {
  const sink = app.serverErrorSink.current;
  if (!sink) return;
  try {
    sink(error, request).catch((cause: unknown) =>
      request.log.warn({ err: cause }, 'server error could not be stored'),
    );
  } catch (cause) {
    request.log.warn({ err: cause }, 'server error could not be stored');
  }
}
