import type { SupportCategory, SupportPriority } from './api-types';

/** docs/product.md, "Constants": what the team promises, quoted by the support, deletion and legal pages alike. */
export const SUPPORT_RESPONSE_TIME = '24-48 hours';
export const DELETION_RESPONSE_HOURS = 72;

// The API's categories and priorities are types only (api-types.ts). Keyed by them, these tables
// fail to compile when a value is missing or unknown, and their keys are the one runtime list.

/** The categories of a support request (docs/product.md, "Forms"), in the form's order, with the label the form and the admin show. */
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

export const SUPPORT_CATEGORIES = Object.keys(CATEGORY_LABELS) as readonly SupportCategory[];
export const SUPPORT_PRIORITIES = Object.keys(PRIORITY_COPY) as readonly SupportPriority[];

export const isSupportCategory = (value: string): value is SupportCategory => Object.hasOwn(CATEGORY_LABELS, value);
export const isSupportPriority = (value: string): value is SupportPriority => Object.hasOwn(PRIORITY_COPY, value);

/** The label of a stored value; one this build does not know shows as it is. */
export const supportCategoryLabel = (category: string) => (isSupportCategory(category) ? CATEGORY_LABELS[category] : category);
export const supportPriorityLabel = (priority: string) => (isSupportPriority(priority) ? PRIORITY_COPY[priority].label : priority);
export const supportPriorityMeaning = (priority: SupportPriority) => PRIORITY_COPY[priority].meaning;
