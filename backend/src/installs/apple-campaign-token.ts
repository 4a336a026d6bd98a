// `make api-types` copies this file whole into the frontend (lib/contract/), so it imports nothing.

/** Apple's limit on a campaign token (`ct`) (docs/product.md, "Installs per influencer"). */
export const APPLE_CAMPAIGN_TOKEN_MAX_LENGTH = 40;

/** Marks a token cut to the limit; no handle holds it. */
export const APPLE_CAMPAIGN_TOKEN_CUT_MARK = '~';

/** A 32-bit string hash in base 36 (Java's): a short, stable mark of a whole handle, for tokens that must cut it. */
function shortHash(text: string): string {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
}

/**
 * `<campaign>:<handle>`, at most 40 characters: a longer one keeps the handle's start and adds `~`
 * and a hash of the whole handle, so handles that begin alike keep distinct tokens (two of them
 * collide once in about four billion).
 */
export function appleCampaignToken({ campaign, influencer }: { campaign: string; influencer: string }): string {
  const token = `${campaign}:${influencer}`;
  if (token.length <= APPLE_CAMPAIGN_TOKEN_MAX_LENGTH) return token;
  const mark = `${APPLE_CAMPAIGN_TOKEN_CUT_MARK}${shortHash(influencer)}`;
  return token.slice(0, APPLE_CAMPAIGN_TOKEN_MAX_LENGTH - mark.length) + mark;
}
