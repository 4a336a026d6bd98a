import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import type { ApiErrorBody, ApiErrorDetail } from './api-error';
import { ERROR_CODES, type ErrorCode, httpStatusOf } from './error-codes';

class ApiErrorDetailDto implements ApiErrorDetail {
  @ApiProperty({ example: 'email' })
  field: string;

  @ApiProperty({ type: [String], example: ['email must be an email'] })
  messages: string[];
}

export class ApiErrorDto implements ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Invalid email' })
  error: string;

  @ApiPropertyOptional({ enum: ERROR_CODES, enumName: 'ErrorCode', description: 'What went wrong, for code to act on (docs/api.md, "Errors").' })
  code?: ErrorCode;

  @ApiPropertyOptional({ type: [ApiErrorDetailDto], description: 'The fields at fault, on validation failures.' })
  details?: ApiErrorDetailDto[];
}

export function ApiErrors(...codes: ErrorCode[]): MethodDecorator & ClassDecorator {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(httpStatusOf(code), [...(byStatus.get(httpStatusOf(code)) ?? []), code]);
  return applyDecorators(
    ...[...byStatus].map(([status, group]) => ApiResponse({ status, type: ApiErrorDto, description: `Codes: ${group.map((code) => `\`${code}\``).join(', ')}.` })),
  );
}
