/** docs/support-desk.md: the support page promises an answer within 24-48 hours. */
export const ANSWER_PROMISE = '24-48 hours';
/** An open request older than this is overdue. */
export const ANSWER_WITHIN_HOURS = 48;
/** Receipts to one address (in any letter case) over the last 24 hours; past it the receipt is skipped, the request still stored and mailed to the team. */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;

const HOUR_MS = 60 * 60 * 1000;

/** When the promised answer is due. */
export function answerDueAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ANSWER_WITHIN_HOURS * HOUR_MS);
}
