import { ApiProperty } from '@nestjs/swagger';

export class BetaSignupCreatedDto {
  @ApiProperty({ enum: [true] })
  ok: true;
}
