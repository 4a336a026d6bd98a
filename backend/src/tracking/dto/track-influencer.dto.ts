import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString } from 'class-validator';
import { INFLUENCER_HANDLE_MAX_LENGTH, INFLUENCER_HANDLE_RULE, parseInfluencerHandle } from '../influencer-handle';

export class TrackInfluencerDto {
  @ApiProperty({
    example: '@Surfer_Jane',
    maxLength: INFLUENCER_HANDLE_MAX_LENGTH + 1,
    description: 'Trimmed, one leading "@" dropped, stored in lower case; 1 to 40 letters, digits, ".", "_" or "-".',
  })
  // An invalid handle becomes null, so that IsString refuses it with the rule as the message.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (parseInfluencerHandle(value) ?? null) : value))
  @IsString({ message: INFLUENCER_HANDLE_RULE })
  influencer: string;
}
