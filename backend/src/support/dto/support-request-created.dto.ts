import { ApiProperty } from '@nestjs/swagger';

export class SupportRequestCreatedDto {
  @ApiProperty({ enum: [true] })
  ok: true;

  @ApiProperty({ format: 'uuid' })
  id: string;
}
