export { ANSWER_PROMISE, ANSWER_WITHIN_HOURS, SUPPORT_RESPONSE_HOURS } from './support-desk.rules';
export { SupportDeskService } from './support-desk.service';
export { SUPPORT_CATEGORIES, SUPPORT_LIMITS, SUPPORT_PRIORITIES } from './support-request.entity';
export type { SupportWeekCounts } from './support-request.repository';
export { SupportModule } from './support.module';
