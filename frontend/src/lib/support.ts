/** docs/product.md, "Constants": what the team promises, quoted by the support, deletion and legal pages alike. */
export const SUPPORT_RESPONSE_TIME = '24-48 hours';
export const DELETION_RESPONSE_HOURS = 72;

/** The categories of a support request (docs/product.md, "Forms"), as the form offers them and the admin lists them. */
export const SUPPORT_CATEGORIES = [
  { value: 'account', label: 'Account Issues' },
  { value: 'forecasts', label: 'Forecast Accuracy' },
  { value: 'app', label: 'App Functionality' },
  { value: 'billing', label: 'Billing & Subscriptions' },
  { value: 'community', label: 'Community Features' },
  { value: 'data', label: 'Data & Privacy' },
  { value: 'technical', label: 'Technical Issues' },
  { value: 'feedback', label: 'Feature Requests' },
  { value: 'other', label: 'Other' },
] as const;

/** The priorities, least urgent first: the admin shows `label`, the form adds what each one means. */
export const SUPPORT_PRIORITIES = [
  { value: 'low', label: 'Low', meaning: 'General question' },
  { value: 'medium', label: 'Medium', meaning: 'Needs attention' },
  { value: 'high', label: 'High', meaning: 'Impacts app usage' },
  { value: 'urgent', label: 'Urgent', meaning: 'Critical issue' },
] as const;

export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]['value'];
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number]['value'];

type Choice = { value: string; label: string };

/** The label of a stored value; one this build does not know shows as it is. */
const labelOf = (choices: readonly Choice[], value: string) => choices.find((choice) => choice.value === value)?.label ?? value;

export const supportCategoryLabel = (category: string) => labelOf(SUPPORT_CATEGORIES, category);
export const supportPriorityLabel = (priority: string) => labelOf(SUPPORT_PRIORITIES, priority);
