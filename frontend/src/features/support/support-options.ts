/** The support request's fields, limits and choices: docs/product.md, "Forms" and docs/api.md. */
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

export const SUPPORT_PRIORITIES = [
  { value: 'low', label: 'Low - General question' },
  { value: 'medium', label: 'Medium - Needs attention' },
  { value: 'high', label: 'High - Impacts app usage' },
  { value: 'urgent', label: 'Urgent - Critical issue' },
] as const;

export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]['value'];
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number]['value'];

export const SUPPORT_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  description: 5000,
} as const;

/** docs/product.md, "Forms": the description box is six rows tall. */
export const DESCRIPTION_ROWS = 6;

export type SupportRequest = {
  name: string;
  email: string;
  subject: string;
  category: SupportCategory;
  priority: SupportPriority;
  description: string;
};

export type SupportField = keyof SupportRequest;

/** What the form holds while it is being filled in: the selects start empty. */
export type SupportFormValues = Record<SupportField, string>;

export const EMPTY_SUPPORT_FORM: SupportFormValues = {
  name: '',
  email: '',
  subject: '',
  category: '',
  priority: '',
  description: '',
};
