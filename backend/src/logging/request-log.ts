import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Its answers below 500 are not logged: set on the site's files, of which a page load fetches dozens. */
    quietRequestLog?: boolean;
  }
}

/**
 * One line per request, once it is answered, instead of Fastify's two ("incoming request",
 * "request completed"); in JSON it keeps the request id, method, URL, status and time as fields.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  /** The request's own line says 404 already. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const { statusCode } = reply;
    const failed = Boolean(error) || statusCode >= 500;
    // After reply.callNotFound() the route is the 404 handler's, so an unknown /api path is logged.
    if (!failed && request.routeOptions.config?.quietRequestLog) return;
    const responseTime = Math.round(reply.elapsedTime);
    const fields = { req: { method: request.method, url: request.url }, res: { statusCode }, responseTime, ...(error ? { err: error } : {}) };
    reply.log[failed ? 'error' : 'info'](fields, `${request.method} ${request.url} ${statusCode} in ${responseTime} ms`);
  }
}
