import { brand } from '../config/brand';
import { INFLUENCER_HANDLE_PATTERN } from './contract';

/** The query parameter that /invite and /launch-party-santa-cruz read (docs/product.md, "Routes"). */
export const INFLUENCER_QUERY_PARAM = 'influencer';

/** docs/api.md, the API's rule (lib/contract.ts): 1 to 40 letters, digits, ".", "_" or "-", once trimmed, lower-cased and stripped of one "@". */
const HANDLE_PATTERN = new RegExp(INFLUENCER_HANDLE_PATTERN);

/** A handle as the link spells it: trimmed, without one leading "@", letter case kept. */
export function spelledHandle(raw: string): string {
  return raw.trim().replace(/^@/, '');
}

/** The stored form of a handle, or null when it breaks the rule: such a handle counts as no influencer at all. */
export function normalizeInfluencerHandle(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const handle = spelledHandle(raw).toLowerCase();
  return HANDLE_PATTERN.test(handle) ? handle : null;
}

/** A valid handle: `handle` as it is counted and stored, `spelled` as the visitor's link wrote it, for display. */
export type InfluencerHandle = { handle: string; spelled: string };

export function parseInfluencerHandle(raw: string | null | undefined): InfluencerHandle | null {
  const handle = normalizeInfluencerHandle(raw);
  return handle === null ? null : { handle, spelled: spelledHandle(raw!) };
}

export function influencerProfileUrl(influencer: string): string {
  return brand.influencerProfileUrl.replace('{handle}', encodeURIComponent(influencer));
}

/** The valid handle in a query string (`?influencer=`), or null. */
export function influencerHandleIn(search: string): string | null {
  return normalizeInfluencerHandle(new URLSearchParams(search).get(INFLUENCER_QUERY_PARAM));
}
