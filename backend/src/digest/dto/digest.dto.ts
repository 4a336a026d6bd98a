import { ApiProperty } from '@nestjs/swagger';

export class DigestSettingsDto {
  @ApiProperty({ type: [String], example: ['team@lineup.surf'], description: 'DIGEST_RECIPIENTS; empty: no weekly digest.' })
  recipients: string[];

  @ApiProperty({ example: 'America/Los_Angeles', description: 'DIGEST_TIME_ZONE: the digest goes every Monday at 08:00 there.' })
  timeZone: string;

  @ApiProperty({ description: 'Recipients are set and this server can send mail, so the weekly digest is scheduled.' })
  scheduled: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The next Monday 08:00 in timeZone; null when not scheduled.' })
  nextRunAt: string | null;
}

export class DigestPreviewDto {
  @ApiProperty({ type: [String], example: ['team@lineup.surf'] })
  recipients: string[];

  @ApiProperty({ example: '2026-W48', description: 'The ISO week the preview covers: the last complete Monday-Sunday week.' })
  week: string;

  @ApiProperty({ example: '<digest-2026-W48.preview.0b7e…@lineup.surf>' })
  messageId: string;
}
