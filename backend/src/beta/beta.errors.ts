export const BETA_ERROR_CODES = ['BETA_ALREADY_REGISTERED'] as const;
export type BetaErrorCode = (typeof BETA_ERROR_CODES)[number];
