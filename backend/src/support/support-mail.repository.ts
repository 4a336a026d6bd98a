import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import { LAST_ERROR_MAX_LENGTH, SupportMail, type SupportMailKind, type SupportMailSkipReason } from './support-mail.entity';
import type { SupportRequest } from './support-request.entity';

/** A mail no longer queued is not returned, so it is never sent twice. */
const CLAIM_MAILS = `
  UPDATE support_mail AS mail SET attempts = mail.attempts + 1, last_attempt_at = now()
  FROM support_request AS request
  WHERE mail.id = ANY($1::uuid[]) AND mail.status = 'queued' AND request.id = mail.request_id
  RETURNING mail.id AS "mailId", mail.kind, mail.created_at AS "queuedAt",
    (SELECT receipt.skip_reason FROM support_mail AS receipt WHERE receipt.request_id = request.id AND receipt.kind = 'receipt') AS "receiptSkipped",
    request.id, request.name, request.email, request.subject, request.category, request.priority, request.description, request.created_at AS "createdAt"`;

const RECORD_SENT = `UPDATE support_mail SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ANY($1::uuid[]) AND status = 'queued'`;

export type ClaimedRow = Pick<SupportRequest, 'id' | 'name' | 'email' | 'subject' | 'category' | 'priority' | 'description' | 'createdAt'> & {
  mailId: string;
  kind: SupportMailKind;
  queuedAt: Date;
  receiptSkipped: SupportMailSkipReason | null;
};

@Injectable()
export class SupportMailRepository {
  constructor(@InjectRepository(SupportMail) private readonly mails: Repository<SupportMail>) {}

  async claim(mailIds: string[]): Promise<ClaimedRow[]> {
    // TypeORM answers an UPDATE with [rows, count].
    const [rows] = await this.mails.query<[ClaimedRow[], number]>(CLAIM_MAILS, [mailIds]);
    return rows;
  }

  async recordSent(mailIds: string[]): Promise<void> {
    await this.mails.query(RECORD_SENT, [mailIds]);
  }

  async recordError(mailId: string, error: unknown): Promise<void> {
    await this.mails.update({ id: mailId }, { lastError: String(error).slice(0, LAST_ERROR_MAX_LENGTH) });
  }

  async markFailed(mailId: string): Promise<void> {
    await this.mails.update({ id: mailId, status: 'queued' }, { status: 'failed' });
  }

  forRequests(requestIds: string[]): Promise<SupportMail[]> {
    return requestIds.length ? this.mails.findBy({ requestId: In(requestIds) }) : Promise.resolve([]);
  }

  async requeueFailed(manager: EntityManager, requestId: string, kind: SupportMailKind): Promise<string | undefined> {
    const result = await manager
      .createQueryBuilder()
      .update(SupportMail)
      .set({ status: 'queued' })
      .where(`request_id = :requestId AND kind = :kind AND status = 'failed'`, { requestId, kind })
      .returning('id')
      .execute();
    const [mail] = result.raw as { id: string }[];
    return mail?.id;
  }
}
