import { BadRequestException, type ValidationError, type ValidationPipeOptions } from '@nestjs/common';
import type { ApiErrorDetail } from './api-error';

function flatten(errors: ValidationError[], parent = ''): ApiErrorDetail[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Shared by the app and the tests: unknown fields are rejected, and the fields at fault are listed. */
export const validationOptions: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  transform: true,
  validationError: { target: false, value: false },
  exceptionFactory: (errors) => {
    const details = flatten(errors);
    const unknownFields = details.filter((detail) => detail.messages.some((m) => m.includes('should not exist')));
    const error = unknownFields.length
      ? `Unknown field${unknownFields.length > 1 ? 's' : ''}: ${unknownFields.map((d) => d.field).join(', ')}`
      : `Invalid ${details.map((d) => d.field).join(', ') || 'request body'}`;
    return new BadRequestException({ error, details });
  },
};
