import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers below 500 go unlogged. */
    quietRequestLog?: boolean;
  }
}

/** A report's address is its key (docs/report-links.md): the log names the route, never the token. */
const REPORT_URL = /^(\/report|\/api\/reports)\/[^?]*/;

/** The request's URL as logged: a report's page or API call as `/report/…` and `/api/reports/…`, its query kept. */
export function loggedUrl(url: string): string {
  return url.replace(REPORT_URL, '$1/…');
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
    const url = loggedUrl(request.url);
    const fields = { req: { method: request.method, url }, res: { statusCode }, responseTime, ...(error ? { err: error } : {}) };
    reply.log[failed ? 'error' : 'info'](fields, `${request.method} ${url} ${statusCode} in ${responseTime} ms`);
  }
}
