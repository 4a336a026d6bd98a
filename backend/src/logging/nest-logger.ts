import type { LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';

/** About 100 lines at start (one per module, controller and route): debug, not info. */
const START_UP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

export class NestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = contextOf(params);
    this.write(context && START_UP_CONTEXTS.has(context) ? 'debug' : 'info', message, params, context);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params, contextOf(params));
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params, contextOf(params));
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params, contextOf(params));
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params, contextOf(params));
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params, contextOf(params));
  }

  /** Nest passes the context last, and for errors a stack before it. */
  private write(level: Level, message: unknown, params: unknown[], context: string | undefined): void {
    const extra = params.slice(0, context === undefined ? params.length : -1).filter((param) => param !== undefined);
    const fields: Record<string, unknown> = context ? { context } : {};
    const stack = extra.find((param): param is string => typeof param === 'string' && /\n\s+at /.test(param));
    // Under `err`, where pino-pretty prints a stack over several lines and JSON readers look for it.
    if (stack) fields.err = { stack };
    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      const { msg, message: text, ...rest } = message as Record<string, unknown>;
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- Nest passes a string here; anything else is printed as String() prints it, as before.
      this.logger[level]({ ...fields, ...rest }, String(msg ?? text ?? ''));
    } else {
      this.logger[level](fields, String(message));
    }
  }
}

function contextOf(params: unknown[]): string | undefined {
  const last = params.at(-1);
  return typeof last === 'string' && !last.includes('\n') ? last : undefined;
}
