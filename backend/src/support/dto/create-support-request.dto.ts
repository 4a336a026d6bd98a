import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsEmailAddress, IsMultiLineText, IsSingleLine, trim } from '../../common/text';
import { SUPPORT_CATEGORIES, SUPPORT_LIMITS, SUPPORT_PRIORITIES, type SupportCategory, type SupportPriority } from '../support-request.entity';

export class CreateSupportRequestDto {
  @ApiProperty({ maxLength: SUPPORT_LIMITS.name, example: 'Kai Lopez' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SUPPORT_LIMITS.name)
  @IsSingleLine()
  name: string;

  @ApiProperty({ format: 'email', maxLength: SUPPORT_LIMITS.email, example: 'kai@example.com' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SUPPORT_LIMITS.email)
  @IsSingleLine()
  @IsEmailAddress()
  email: string;

  @ApiProperty({ maxLength: SUPPORT_LIMITS.subject, example: 'Forecast for Steamer Lane looks off' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SUPPORT_LIMITS.subject)
  @IsSingleLine()
  subject: string;

  @ApiProperty({ enum: SUPPORT_CATEGORIES, enumName: 'SupportCategory' })
  @IsIn(SUPPORT_CATEGORIES)
  category: SupportCategory;

  @ApiProperty({ enum: SUPPORT_PRIORITIES, enumName: 'SupportPriority' })
  @IsIn(SUPPORT_PRIORITIES)
  priority: SupportPriority;

  @ApiProperty({ maxLength: SUPPORT_LIMITS.description, example: 'The tide chart shows yesterday.' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SUPPORT_LIMITS.description)
  @IsMultiLineText()
  description: string;
}
