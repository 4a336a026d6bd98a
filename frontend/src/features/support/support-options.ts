// The support request's fields, limits and choices: docs/product.md, "Forms" and docs/api.md.
import { SUPPORT_PRIORITIES, type SupportCategory, type SupportPriority } from '../../lib/support';

/** The form names each priority with what it means: "Low - General question". */
export const PRIORITY_OPTIONS = SUPPORT_PRIORITIES.map(({ value, label, meaning }) => ({ value, label: `${label} - ${meaning}` }));

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
