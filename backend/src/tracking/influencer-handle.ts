export const INFLUENCER_HANDLE_MAX_LENGTH = 40;
const HANDLE_PATTERN = /^[a-z0-9._-]{1,40}$/i;

export const INFLUENCER_HANDLE_RULE = 'influencer must be a handle of 1 to 40 letters, digits, ".", "_" or "-" (one leading "@" is dropped)';

/**
 * docs/api.md: trimmed, one leading `@` dropped, then 1 to 40 ASCII letters,
 * digits, `.`, `_` or `-`, returned in lower case; undefined when the rule fails.
 */
export function parseInfluencerHandle(raw: string): string | undefined {
  const trimmed = raw.trim();
  const handle = trimmed.startsWith('@') ? trimmed.slice(1) : trimmed;
  return HANDLE_PATTERN.test(handle) ? handle.toLowerCase() : undefined;
}
