import type { SupportCategory, SupportPriority } from './api-types';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from './contract';

/**
 * docs/product.md, "Constants": what the team promises, quoted by the support, deletion and legal
 * pages alike. The support times are the API's (lib/contract.ts, ANSWER_PROMISE and
 * SUPPORT_RESPONSE_HOURS); past the later one an open request is overdue (docs/support-desk.md).
 */
export const DELETION_RESPONSE_HOURS = 72;

// The API's categories and priorities, in the form's order, come from lib/contract.ts. Keyed by their
// types, these tables fail to compile when a label is missing or unknown.

/** The label the form and the admin show for each category (docs/product.md, "Forms"). */
const CATEGORY_LABELS = {
  account: 'Account Issues',
  forecasts: 'Forecast Accuracy',
  app: 'App Functionality',
  billing: 'Billing & Subscriptions',
  community: 'Community Features',
  data: 'Data & Privacy',
  technical: 'Technical Issues',
  feedback: 'Feature Requests',
  other: 'Other',
} as const satisfies Record<SupportCategory, string>;

/** The priorities, least urgent first: the admin shows `label`, the form adds what each one means. */
const PRIORITY_COPY = {
  low: { label: 'Low', meaning: 'General question' },
  medium: { label: 'Medium', meaning: 'Needs attention' },
  high: { label: 'High', meaning: 'Impacts app usage' },
  urgent: { label: 'Urgent', meaning: 'Critical issue' },
} as const satisfies Record<SupportPriority, { label: string; meaning: string }>;

export { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES };

export const isSupportCategory = (value: string): value is SupportCategory => (SUPPORT_CATEGORIES as readonly string[]).includes(value);
export const isSupportPriority = (value: string): value is SupportPriority => (SUPPORT_PRIORITIES as readonly string[]).includes(value);

/** The label of a stored value; one this build does not know shows as it is. */
export const supportCategoryLabel = (category: string) => (isSupportCategory(category) ? CATEGORY_LABELS[category] : category);
export const supportPriorityLabel = (priority: string) => (isSupportPriority(priority) ? PRIORITY_COPY[priority].label : priority);
export const supportPriorityMeaning = (priority: SupportPriority) => PRIORITY_COPY[priority].meaning;
