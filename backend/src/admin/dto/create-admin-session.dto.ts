import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsText } from '../../common/text';

export class CreateAdminSessionDto {
  @ApiProperty({ description: 'The shared admin password (ADMIN_PASSWORD).', maxLength: 256, format: 'password' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  @IsText()
  password: string;
}
