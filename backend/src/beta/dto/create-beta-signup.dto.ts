import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '../../common/email';
import { IsEmailAddress, IsSingleLine } from '../../common/text';

export class CreateBetaSignupDto {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'surfer@example.com', description: 'Trimmed; unique in any letter case.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsSingleLine()
  @IsEmailAddress()
  email: string;
}
