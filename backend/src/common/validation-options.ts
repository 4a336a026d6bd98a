import type { ValidationError, ValidationPipeOptions } from '@nestjs/common';
import type { ApiErrorDetail } from './api-error';
import { DomainError } from './domain-error';

const UNKNOWN_FIELD_CONSTRAINT = 'whitelistValidation';

type FieldAtFault = ApiErrorDetail & { unknown: boolean };

function flatten(errors: ValidationError[], parent = ''): FieldAtFault[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints), unknown: UNKNOWN_FIELD_CONSTRAINT in error.constraints }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

export const validationOptions: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  transform: true,
  validationError: { target: false, value: false },
  exceptionFactory: (errors) => {
    const fields = flatten(errors);
    const details = fields.map(({ field, messages }) => ({ field, messages }));
    const unknownFields = fields.filter((detail) => detail.unknown);
    if (unknownFields.length) {
      return new DomainError('UNKNOWN_FIELDS', `Unknown field${unknownFields.length > 1 ? 's' : ''}: ${unknownFields.map((d) => d.field).join(', ')}`, { details });
    }
    return new DomainError('VALIDATION_FAILED', `Invalid ${details.map((d) => d.field).join(', ') || 'request body'}`, { details });
  },
};
