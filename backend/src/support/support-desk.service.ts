import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import type { Page } from '../common/list-query.dto';
import { MAIL_NOT_CONFIGURED, OutboxDelivery } from '../mail';
import type { SupportMailDto, SupportRequestDto } from './dto/support-request.dto';
import { ANSWER_WITHIN_HOURS, answerDueAt } from './support-desk.rules';
import { SUPPORT_MAIL_KINDS, type SupportMail, type SupportMailKind } from './support-mail.entity';
import { SupportMailRepository } from './support-mail.repository';
import { SupportOutbox } from './support-outbox';
import type { SupportRequest, SupportRequestStatus } from './support-request.entity';
import { type SupportRequestFilter, SupportRequestRepository, type SupportWeekCounts } from './support-request.repository';

export const SUPPORT_REQUEST_NOT_FOUND = 'Support request not found';

const HOUR_MS = 60 * 60 * 1000;

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

function toMailDto(mail: SupportMail): SupportMailDto {
  return {
    kind: mail.kind,
    status: mail.status,
    skipReason: mail.skipReason,
    attempts: mail.attempts,
    lastAttemptAt: iso(mail.lastAttemptAt),
    sentAt: iso(mail.sentAt),
    lastError: mail.lastError,
  };
}

@Injectable()
export class SupportDeskService {
  constructor(
    private readonly requests: SupportRequestRepository,
    private readonly mails: SupportMailRepository,
    private readonly delivery: OutboxDelivery,
    private readonly outbox: SupportOutbox,
    private readonly clock: Clock,
  ) {}

  /** Overdue against the Clock, as in each row's flag. */
  async list(filter: SupportRequestFilter, page: number, pageSize: number): Promise<Page<SupportRequestDto>> {
    const [requests, total] = await this.requests.page(filter, this.dueFrom(), (page - 1) * pageSize, pageSize);
    return { items: await this.toDtos(requests), total, page, pageSize };
  }

  weekCounts(from: Date, to: Date): Promise<SupportWeekCounts> {
    return this.requests.counts(from, to, this.dueFrom());
  }

  private dueFrom(): Date {
    return new Date(this.clock.now().getTime() - ANSWER_WITHIN_HOURS * HOUR_MS);
  }

  async setStatus(id: string, status: SupportRequestStatus, by: string): Promise<SupportRequestDto> {
    await this.requests.setStatus(id, status, by);
    return this.find(id);
  }

  /** Same Message-ID; in one transaction with its new job. */
  async sendAgain(id: string, kind: SupportMailKind): Promise<SupportRequestDto> {
    if (!this.delivery.running) throw new DomainError('MAIL_NOT_CONFIGURED', MAIL_NOT_CONFIGURED);
    const requeued = await this.requests.transaction(async (manager) => {
      const mailId = await this.mails.requeueFailed(manager, id, kind);
      if (mailId) await this.delivery.enqueue(manager, this.outbox, [mailId]);
      return mailId !== undefined;
    });
    const request = await this.find(id);
    if (!requeued) {
      const mail = request.mails.find((candidate) => candidate.kind === kind);
      throw mail
        ? new DomainError('SUPPORT_MAIL_NOT_FAILED', `Only a failed mail can be sent again; this ${kind} mail is ${mail.status}`)
        : new DomainError('SUPPORT_MAIL_MISSING', `This request has no ${kind} mail`);
    }
    this.delivery.wake(this.outbox);
    return request;
  }

  private async find(id: string): Promise<SupportRequestDto> {
    const request = await this.requests.find(id);
    if (!request) throw new DomainError('SUPPORT_REQUEST_NOT_FOUND', SUPPORT_REQUEST_NOT_FOUND);
    const [dto] = await this.toDtos([request]);
    return dto;
  }

  private async toDtos(requests: SupportRequest[]): Promise<SupportRequestDto[]> {
    const mails = await this.mails.forRequests(requests.map((request) => request.id));
    const now = this.clock.now();
    return requests.map(({ createdAt, statusChangedAt, ...fields }) => {
      const due = answerDueAt(createdAt);
      return {
        ...fields,
        createdAt: createdAt.toISOString(),
        statusChangedAt: iso(statusChangedAt),
        answerDueAt: due.toISOString(),
        overdue: fields.status === 'open' && due <= now,
        mails: mails
          .filter((mail) => mail.requestId === fields.id)
          .sort((a, b) => SUPPORT_MAIL_KINDS.indexOf(a.kind) - SUPPORT_MAIL_KINDS.indexOf(b.kind))
          .map(toMailDto),
      };
    });
  }
}
