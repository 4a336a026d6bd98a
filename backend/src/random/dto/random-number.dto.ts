import { ApiProperty } from '@nestjs/swagger';

export class RandomNumberDto {
  @ApiProperty({ minimum: 1, maximum: 100, example: 42 })
  number: number;

  @ApiProperty({ format: 'date-time', example: '2025-07-16T17:00:00.000Z' })
  timestamp: string;
}
