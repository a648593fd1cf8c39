import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Fastify's logger as HOMER uses it (decision 028). Query strings can carry tokens (password reset, QR sign-in,
 * ICQ schedule links) and identifiers of people, so no logged URL keeps one.
 */
export function requestLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      req: (req) => ({ method: req.method, url: pathOnly(req.url), remoteAddress: req.ip }),
    },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
}

/**
 * One line per response instead of Fastify's two per request: method, route (its pattern, so ids in the path
 * stay out; else the path without its query), status and time. Fastify's "route not found" line would carry the
 * whole URL, query and all, so it is left to this one.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.routeOptions.url ?? pathOnly(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'response failed');
    else reply.log.info(line, 'response');
  }
}

function pathOnly(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
