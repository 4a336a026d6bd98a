export const INFLUENCER_HANDLE_MIN_LENGTH = 1;
export const INFLUENCER_HANDLE_MAX_LENGTH = 40;
/** A RegExp source, so the frontend builds the same one (lib/contract.ts). */
export const INFLUENCER_HANDLE_PATTERN = `^[a-z0-9._-]{${INFLUENCER_HANDLE_MIN_LENGTH},${INFLUENCER_HANDLE_MAX_LENGTH}}$`;
const HANDLE_PATTERN = new RegExp(INFLUENCER_HANDLE_PATTERN, 'i');

export const INFLUENCER_HANDLE_RULE = `influencer must be a handle of ${INFLUENCER_HANDLE_MIN_LENGTH} to ${INFLUENCER_HANDLE_MAX_LENGTH} letters, digits, ".", "_" or "-" (one leading "@" is dropped)`;

export function parseInfluencerHandle(raw: string): string | undefined {
  const trimmed = raw.trim();
  const handle = trimmed.startsWith('@') ? trimmed.slice(1) : trimmed;
  return HANDLE_PATTERN.test(handle) ? handle.toLowerCase() : undefined;
}
