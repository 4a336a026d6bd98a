import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { type Campaign, CAMPAIGNS, INFLUENCER_HANDLE_MAX_LENGTH, INFLUENCER_HANDLE_RULE, parseInfluencerHandle } from '../../tracking';
import { REPORT_LINK_EXPIRES_IN_DAYS_MAX } from '../report-link.rules';

export class CreateReportLinkDto {
  @ApiProperty({ enum: CAMPAIGNS })
  @IsIn(CAMPAIGNS)
  campaign: Campaign;

  @ApiProperty({
    example: 'surfer_jane',
    maxLength: INFLUENCER_HANDLE_MAX_LENGTH + 1,
    description: 'The handle rule of the tracking calls: trimmed, one leading "@" dropped, lower-cased.',
  })
  // An invalid handle becomes null, so that IsString refuses it with the rule as the message.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (parseInfluencerHandle(value) ?? null) : value))
  @IsString({ message: INFLUENCER_HANDLE_RULE })
  influencer: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: REPORT_LINK_EXPIRES_IN_DAYS_MAX, description: 'Left out: the link works until it is revoked.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(REPORT_LINK_EXPIRES_IN_DAYS_MAX)
  expiresInDays?: number;
}
