import type { FastifyInstance } from 'fastify';
import { DomainError } from './domain-error';

/** Our bodies are flat objects; class-transformer recurses, so a deeper body must not reach it. */
export const MAX_JSON_DEPTH = 16;
export const TOO_DEEP = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** Counted without recursion, so a deep body cannot overflow the stack here either. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** Fastify's parser refuses prototype poisoning; needs Nest's parsers off (`bodyParser: false`). */
export function acceptOnlyJsonBodies(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      if (jsonDepth(value) > MAX_JSON_DEPTH) return done(new DomainError('BODY_TOO_DEEP', TOO_DEEP), undefined);
      done(null, value);
    });
  });
}
