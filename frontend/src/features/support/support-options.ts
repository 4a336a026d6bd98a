// The support request's fields and choices (docs/product.md, "Forms"); the limits are the API's, in lib/contract.ts.
import type { CreateSupportRequest } from '../../lib/api-types';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, supportCategoryLabel, supportPriorityLabel, supportPriorityMeaning } from '../../lib/support';

export const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((value) => ({ value, label: supportCategoryLabel(value) }));

/** The form names each priority with what it means: "Low - General question". */
export const PRIORITY_OPTIONS = SUPPORT_PRIORITIES.map((value) => ({ value, label: `${supportPriorityLabel(value)} - ${supportPriorityMeaning(value)}` }));

/** docs/product.md, "Forms": the description box is six rows tall. */
export const DESCRIPTION_ROWS = 6;

export type SupportField = keyof CreateSupportRequest;

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
