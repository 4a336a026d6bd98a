/** The support page's promise (docs/support-desk.md); past `latest` an open request is overdue. */
export const SUPPORT_RESPONSE_HOURS = { soonest: 24, latest: 48 } as const;
export const ANSWER_PROMISE = `${SUPPORT_RESPONSE_HOURS.soonest}-${SUPPORT_RESPONSE_HOURS.latest} hours`;
export const ANSWER_WITHIN_HOURS = SUPPORT_RESPONSE_HOURS.latest;
/** Past it only the receipt is skipped; the request is still stored and mailed to the team. */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;

const HOUR_MS = 60 * 60 * 1000;

export function answerDueAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ANSWER_WITHIN_HOURS * HOUR_MS);
}
