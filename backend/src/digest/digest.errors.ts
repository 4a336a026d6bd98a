export const DIGEST_ERROR_CODES = ['DIGEST_NOT_CONFIGURED'] as const;
export type DigestErrorCode = (typeof DIGEST_ERROR_CODES)[number];
