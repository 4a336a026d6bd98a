import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ApiErrorBody, ApiErrorDetail } from './api-error';

class ApiErrorDetailDto implements ApiErrorDetail {
  @ApiProperty({ example: 'email' })
  field: string;

  @ApiProperty({ type: [String], example: ['email must be an email'] })
  messages: string[];
}

/** The error body of docs/api.md, described for OpenAPI. */
export class ApiErrorDto implements ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Invalid email' })
  error: string;

  @ApiPropertyOptional({ type: [ApiErrorDetailDto], description: 'The fields at fault, on validation failures.' })
  details?: ApiErrorDetailDto[];
}
