import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class CreateAdminSessionDto {
  @ApiProperty({ description: 'The shared admin password (ADMIN_PASSWORD).', maxLength: 256, format: 'password' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  password: string;
}
