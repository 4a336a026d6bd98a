import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import type { Campaign } from './campaign';

/** Only ever hashed into a visitor id; never stored. */
export type TrackingCaller = { address: string; userAgent?: string; purpose?: string };

const VISITOR_ID_BYTES = 16;

/** docs/api.md; the purpose headers name a browser prefetch, prerender or preview nobody may look at. */
export function isBotCall({ userAgent, purpose }: TrackingCaller): boolean {
  return !userAgent?.trim() || isbot(userAgent) || /\b(prefetch|prerender|preview)\b/i.test(purpose ?? '');
}

/** A campaign counts its own visitors; `site` is the site analytics' (docs/analytics.md). */
export type VisitorScope = Campaign | 'site';

/** Once the salt is deleted no one can compute the id again, so days cannot be linked. */
export function visitorId(salt: Buffer, scope: VisitorScope, { address, userAgent = '' }: TrackingCaller): string {
  return createHmac('sha256', salt).update(`${scope}\u0000${address}\u0000${userAgent}`).digest().subarray(0, VISITOR_ID_BYTES).toString('hex');
}
