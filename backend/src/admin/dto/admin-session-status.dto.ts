import { ApiProperty } from '@nestjs/swagger';

export class AdminSessionStatusDto {
  @ApiProperty({ enum: [true] })
  authenticated: true;

  @ApiProperty({ format: 'date-time', example: '2025-08-02T20:00:00.000Z' })
  expiresAt: string;
}
