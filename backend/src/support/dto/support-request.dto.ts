import { ApiProperty } from '@nestjs/swagger';
import { PageDto } from '../../common/list-query.dto';
import {
  SUPPORT_MAIL_KINDS,
  SUPPORT_MAIL_SKIP_REASONS,
  SUPPORT_MAIL_STATUSES,
  type SupportMailKind,
  type SupportMailSkipReason,
  type SupportMailStatus,
} from '../support-mail.entity';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, SUPPORT_REQUEST_STATUSES, type SupportCategory, type SupportPriority, type SupportRequestStatus } from '../support-request.entity';

export class SupportMailDto {
  @ApiProperty({ enum: SUPPORT_MAIL_KINDS, description: 'team: to the support inbox; receipt: to the visitor.' })
  kind: SupportMailKind;

  @ApiProperty({
    enum: SUPPORT_MAIL_STATUSES,
    description:
      'queued: waiting for its first attempt or a retry; sent: accepted by the mail server; failed: the last attempt failed (it can be sent again); skipped: never sent (see skipReason).',
  })
  status: SupportMailStatus;

  @ApiProperty({ type: String, enum: SUPPORT_MAIL_SKIP_REASONS, nullable: true, description: 'Set when skipped.' })
  skipReason: SupportMailSkipReason | null;

  @ApiProperty({ description: 'Attempts started so far.' })
  attempts: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastAttemptAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'What the last failed attempt was told; null once sent.' })
  lastError: string | null;
}

export class SupportRequestDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty()
  subject: string;

  @ApiProperty({ enum: SUPPORT_CATEGORIES, enumName: 'SupportCategory' })
  category: SupportCategory;

  @ApiProperty({ enum: SUPPORT_PRIORITIES, enumName: 'SupportPriority' })
  priority: SupportPriority;

  @ApiProperty()
  description: string;

  @ApiProperty({ enum: SUPPORT_REQUEST_STATUSES })
  status: SupportRequestStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the status last changed; null while still the first "open".' })
  statusChangedAt: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The admin session that last changed the status, e.g. "admin session 3fa2c1d9".' })
  statusChangedBy: string | null;

  @ApiProperty({ format: 'date-time', description: 'When the promised answer is due: 48 hours after createdAt.' })
  answerDueAt: string;

  @ApiProperty({ description: 'Open and past answerDueAt.' })
  overdue: boolean;

  @ApiProperty({ type: [SupportMailDto], description: 'The team mail, then the receipt; empty for requests stored before mails were recorded.' })
  mails: SupportMailDto[];
}

export class SupportRequestPageDto extends PageDto(SupportRequestDto) {}
