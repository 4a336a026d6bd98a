import { ApiProperty } from '@nestjs/swagger';
import { PageDto } from '../../common/list-query.dto';

export class BetaSignupDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class BetaSignupPageDto extends PageDto(BetaSignupDto) {}
