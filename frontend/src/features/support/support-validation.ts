import { fieldLabels, validationMessages } from './support-content';
import type { CreateSupportRequest } from '../../lib/api-types';
import { isSupportCategory, isSupportPriority } from '../../lib/support';
import { EMAIL_PATTERN, SUPPORT_LIMITS } from '../../lib/contract';
import type { SupportField, SupportFormValues } from './support-options';

export type SupportErrors = Partial<Record<SupportField, string>>;

const EMAIL_SHAPE = new RegExp(EMAIL_PATTERN);

function textError(field: keyof typeof SUPPORT_LIMITS, value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return validationMessages.required(fieldLabels[field]);
  if (trimmed.length > SUPPORT_LIMITS[field]) return validationMessages.tooLong(fieldLabels[field], SUPPORT_LIMITS[field]);
  if (field === 'email' && !EMAIL_SHAPE.test(trimmed)) return validationMessages.email;
  return undefined;
}

/** Checks the form the way the API will, so the visitor learns what to fix before sending. */
export function validateSupportForm(values: SupportFormValues): SupportErrors {
  const errors: SupportErrors = {};
  for (const field of ['name', 'email', 'subject', 'description'] as const) {
    const error = textError(field, values[field]);
    if (error) errors[field] = error;
  }
  if (!isSupportCategory(values.category)) errors.category = validationMessages.choose(fieldLabels.category);
  if (!isSupportPriority(values.priority)) errors.priority = validationMessages.choose(fieldLabels.priority);
  return errors;
}

/** The request body of a form that passed validation, with surrounding spaces trimmed. */
export function toSupportRequest(values: SupportFormValues): CreateSupportRequest | undefined {
  if (!isSupportCategory(values.category) || !isSupportPriority(values.priority)) return undefined;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    category: values.category,
    priority: values.priority,
    description: values.description.trim(),
  };
}
