import { ApiProperty } from '@nestjs/swagger';
import { type Campaign, CAMPAIGNS } from '../../tracking';

export class ReportLinkDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: CAMPAIGNS })
  campaign: Campaign;

  @ApiProperty({ example: 'surfer_jane' })
  influencer: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'null: until revoked.' })
  expiresAt: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'The last time the report page read its figures.' })
  lastOpenedAt: string | null;
}

/** Answered once, at creation: the token is not stored, so the URL cannot be shown again. */
export class CreatedReportLinkDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uri', example: 'https://lineup.surf/report/3q2-7wEjgkx0ZcV9x0u1jWk7bJ8yQm4KfJ2rX9tHc1A' })
  url: string;

  @ApiProperty({ enum: CAMPAIGNS })
  campaign: Campaign;

  @ApiProperty({ example: 'surfer_jane' })
  influencer: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'null: until revoked.' })
  expiresAt: string | null;
}
