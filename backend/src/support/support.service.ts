import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, In, type Repository, type SelectQueryBuilder } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { Clock } from '../common/clock';
import { GroupCommit } from '../database/group-commit';
import type { AllConfig } from '../config/config.type';
import type { Page } from '../common/list-query.dto';
import { MailQueue } from '../mail/mail-queue';
import type { CreateSupportRequestDto } from './dto/create-support-request.dto';
import type { SupportMailDto, SupportRequestDto } from './dto/support-request.dto';
import { ANSWER_WITHIN_HOURS, answerDueAt, RECEIPTS_PER_ADDRESS_PER_DAY } from './support-desk.rules';
import { SUPPORT_MAIL_QUEUE } from './support-mail-delivery';
import { SUPPORT_MAIL_KINDS, SupportMail, type SupportMailKind, type SupportMailStatus } from './support-mail.entity';
import { SupportRequest, type SupportRequestStatus } from './support-request.entity';

export const SUPPORT_REQUEST_NOT_FOUND = 'Support request not found';
export const MAIL_NOT_CONFIGURED = 'Mail is not configured (SMTP_URL is unset): nothing can be sent';

/** Serialises the receipt count of one address across API processes (the other key is the address's hash). */
const RECEIPT_LOCK_CLASS = 0x72637074;
const HOUR_MS = 60 * 60 * 1000;
/**
 * Transactions storing requests at once per API process; requests that arrive meanwhile go
 * together in the next one (bench/load: README, "Performance").
 */
const SUPPORT_WRITES_IN_FLIGHT = 2;

export type SupportRequestFilter = { status?: SupportRequestStatus; overdue?: boolean };

type NewSupportRequest = CreateSupportRequestDto & { id: string };

/**
 * The addresses' locks, always taken in key order (a volatile function runs after ORDER BY), so
 * that two transactions locking some of the same addresses never deadlock.
 */
const LOCK_ADDRESSES = `
  SELECT pg_advisory_xact_lock($1, key)
  FROM (SELECT DISTINCT hashtext(lower(email)) AS key FROM unnest($2::varchar[]) AS email) AS address
  ORDER BY key`;

/**
 * The requests and their mails in one statement (after their addresses' locks): for each, the team
 * mail, and the receipt unless its address has had its receipts over the last 24 hours, counting
 * the receipts stored before and those of the same address earlier in this batch
 * (docs/support-desk.md); every mail skipped when mail goes nowhere ($11).
 */
const STORE_REQUESTS_WITH_MAILS = `
  WITH input AS (
    SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::varchar[], $8::uuid[], $9::uuid[])
      WITH ORDINALITY AS input(id, name, email, subject, category, priority, description, team_mail_id, receipt_mail_id, position)
  ), request AS (
    INSERT INTO support_request (id, name, email, subject, category, priority, description)
    SELECT id, name, email, subject, category, priority, description FROM input
    RETURNING id
  ), planned (id, request_id, kind, recipient, skip_reason) AS (
    SELECT team_mail_id, id, 'team', $10::varchar, $11::varchar FROM input
    UNION ALL
    SELECT input.receipt_mail_id, input.id, 'receipt', input.email, COALESCE($11,
      CASE WHEN recent.sent + row_number() OVER (PARTITION BY lower(input.email) ORDER BY input.position) > $12 THEN 'receipt-limit' END)
    FROM input CROSS JOIN LATERAL (
      -- One lookup per address in the receipt index, however many receipts the day has seen.
      SELECT count(*) AS sent FROM support_mail
      WHERE kind = 'receipt' AND status <> 'skipped' AND lower(recipient) = lower(input.email) AND created_at > now() - interval '24 hours'
    ) AS recent
  )
  INSERT INTO support_mail (id, request_id, kind, recipient, status, skip_reason)
  SELECT planned.id, planned.request_id, planned.kind, planned.recipient, CASE WHEN planned.skip_reason IS NULL THEN 'queued' ELSE 'skipped' END, planned.skip_reason
  FROM planned JOIN request ON request.id = planned.request_id
  RETURNING id, status`;

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
export class SupportService {
  private readonly supportEmail: string;
  private readonly writer = new GroupCommit<NewSupportRequest>((requests) => this.store(requests), SUPPORT_WRITES_IN_FLIGHT);

  constructor(
    @InjectRepository(SupportRequest) private readonly requests: Repository<SupportRequest>,
    @InjectRepository(SupportMail) private readonly mails: Repository<SupportMail>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: MailQueue,
    private readonly clock: Clock,
    config: ConfigService<AllConfig, true>,
  ) {
    this.supportEmail = config.getOrThrow('mail.supportEmail', { infer: true });
  }

  /**
   * Stores the request, its mail rows and their pg-boss jobs in one transaction, so that a 201
   * (sent only after the commit) always has its mails queued, and a failure leaves nothing behind.
   * The jobs then deliver from any API process, across restarts (support-mail-delivery.ts). Under
   * load, requests that arrive while the transactions run go together in the next one.
   */
  async create(fields: CreateSupportRequestDto): Promise<string> {
    const id = randomUUID();
    await this.writer.add({ ...fields, id });
    return id;
  }

  /** Five round trips for a whole batch: begin, the addresses' locks, the rows, the jobs, commit. */
  private async store(requests: NewSupportRequest[]): Promise<void> {
    const mailing = this.queue.running;
    const column = <K extends keyof NewSupportRequest>(key: K) => requests.map((request) => request[key]);
    const queued = await this.dataSource.transaction(async (manager) => {
      // Requests for one address wait for each other here, so their receipts are counted exactly.
      if (mailing) await manager.query(LOCK_ADDRESSES, [RECEIPT_LOCK_CLASS, column('email')]);
      const mails = await manager.query<{ id: string; status: SupportMailStatus }[]>(STORE_REQUESTS_WITH_MAILS, [
        column('id'),
        column('name'),
        column('email'),
        column('subject'),
        column('category'),
        column('priority'),
        column('description'),
        requests.map(() => randomUUID()),
        requests.map(() => randomUUID()),
        this.supportEmail,
        mailing ? null : 'no-transport',
        RECEIPTS_PER_ADDRESS_PER_DAY,
      ]);
      const toSend = mails.filter((mail) => mail.status === 'queued').map((mail) => ({ mailId: mail.id }));
      if (toSend.length) await this.queue.send(manager, SUPPORT_MAIL_QUEUE, toSend);
      return toSend.length > 0;
    });
    if (queued) this.queue.wake(SUPPORT_MAIL_QUEUE);
  }

  async list(filter: SupportRequestFilter, page: number, pageSize: number): Promise<Page<SupportRequestDto>> {
    const [requests, total] = await this.filtered(filter)
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: await this.toDtos(requests), total, page, pageSize };
  }

  /** Records who and when; setting the status it already has changes nothing. */
  async setStatus(id: string, status: SupportRequestStatus, by: string): Promise<SupportRequestDto> {
    await this.requests
      .createQueryBuilder()
      .update()
      .set({ status, statusChangedAt: () => 'now()', statusChangedBy: by })
      .where('id = :id AND status <> :status', { id, status })
      .execute();
    return this.find(id);
  }

  /** Queues a failed mail again (same Message-ID), in one transaction with its new job. */
  async sendAgain(id: string, kind: SupportMailKind): Promise<SupportRequestDto> {
    if (!this.queue.running) throw new DomainError('MAIL_NOT_CONFIGURED', MAIL_NOT_CONFIGURED);
    const requeued = await this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(SupportMail)
        .set({ status: 'queued' })
        .where(`request_id = :id AND kind = :kind AND status = 'failed'`, { id, kind })
        .returning('id')
        .execute();
      const [mail] = result.raw as { id: string }[];
      if (mail) await this.queue.send(manager, SUPPORT_MAIL_QUEUE, [{ mailId: mail.id }]);
      return Boolean(mail);
    });
    const request = await this.find(id);
    if (!requeued) {
      const mail = request.mails.find((candidate) => candidate.kind === kind);
      throw mail
        ? new DomainError('SUPPORT_MAIL_NOT_FAILED', `Only a failed mail can be sent again; this ${kind} mail is ${mail.status}`)
        : new DomainError('SUPPORT_MAIL_MISSING', `This request has no ${kind} mail`);
    }
    this.queue.wake(SUPPORT_MAIL_QUEUE);
    return request;
  }

  private async find(id: string): Promise<SupportRequestDto> {
    const request = await this.requests.findOneBy({ id });
    if (!request) throw new DomainError('SUPPORT_REQUEST_NOT_FOUND', SUPPORT_REQUEST_NOT_FOUND);
    const [dto] = await this.toDtos([request]);
    return dto;
  }

  /** Newest first; overdue is decided against the Clock, as in each row's flag. */
  private filtered({ status, overdue }: SupportRequestFilter): SelectQueryBuilder<SupportRequest> {
    const query = this.requests.createQueryBuilder('request').orderBy('request.createdAt', 'DESC').addOrderBy('request.id', 'DESC');
    if (status) query.andWhere('request.status = :status', { status });
    if (overdue !== undefined) {
      const condition = `request.status = 'open' AND request.created_at <= :dueFrom`;
      query.andWhere(overdue ? condition : `NOT (${condition})`, { dueFrom: new Date(this.clock.now().getTime() - ANSWER_WITHIN_HOURS * HOUR_MS) });
    }
    return query;
  }

  private async toDtos(requests: SupportRequest[]): Promise<SupportRequestDto[]> {
    const mails = requests.length ? await this.mails.findBy({ requestId: In(requests.map((request) => request.id)) }) : [];
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
