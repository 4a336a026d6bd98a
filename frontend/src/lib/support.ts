/** docs/product.md, "Constants": what the team promises, quoted by the support, deletion and legal pages alike. */
export const SUPPORT_RESPONSE_TIME = '24-48 hours';
export const DELETION_RESPONSE_HOURS = 72;
