import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers below 500 go unlogged. */
    quietRequestLog?: boolean;
  }
}

/** One line per request once answered, instead of Fastify's two. */
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
