import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import type { Campaign } from './campaign';

/**
 * Who sent a tracking call, as the request tells it: the client address as the trusted proxy
 * reports it (TRUST_PROXY), the User-Agent, and the headers that name a speculative fetch
 * (Sec-Purpose, Purpose, X-Purpose, X-Moz), joined. Only ever hashed into a visitor id; never stored.
 */
export type TrackingCaller = { address: string; userAgent?: string; purpose?: string };

/** Bytes of the HMAC kept as the visitor id: 128 bits, no collision among a day's visitors. */
const VISITOR_ID_BYTES = 16;

/**
 * A call no person made (docs/api.md): a known bot, crawler or link-preview fetcher (isbot's
 * maintained list), a call without a user agent, or one the browser sent as a prefetch, prerender
 * or preview of a page nobody may ever look at: `Sec-Purpose: prefetch` (or `prefetch;prerender`),
 * the older `Purpose: prefetch` and Firefox's `X-Moz: prefetch`, Safari's `X-Purpose: preview`.
 */
export function isBotCall({ userAgent, purpose }: TrackingCaller): boolean {
  return !userAgent?.trim() || isbot(userAgent) || /\b(prefetch|prerender|preview)\b/i.test(purpose ?? '');
}

/**
 * The visitor id of a call, as hex: HMAC-SHA-256 keyed with the day's secret salt over the
 * campaign, the address and the user agent. The same person on the same day gets the same id; once
 * the salt is deleted no one can compute it again, so days cannot be linked.
 */
export function visitorId(salt: Buffer, campaign: Campaign, { address, userAgent = '' }: TrackingCaller): string {
  return createHmac('sha256', salt).update(`${campaign}\u0000${address}\u0000${userAgent}`).digest().subarray(0, VISITOR_ID_BYTES).toString('hex');
}

/** The UTC day of a moment, as YYYY-MM-DD: the day a call counts on, and whose salt hashes it. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
