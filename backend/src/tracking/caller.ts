import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { TrackingCaller } from './visitor';

const PURPOSE_HEADERS = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'];

export function callerOf(request: FastifyRequest): TrackingCaller {
  const purposes = PURPOSE_HEADERS.flatMap((name) => request.headers[name] ?? []);
  return { address: request.ip, userAgent: request.headers['user-agent'], purpose: purposes.length > 0 ? purposes.join(', ') : undefined };
}

export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext): TrackingCaller => callerOf(context.switchToHttp().getRequest<FastifyRequest>()));
