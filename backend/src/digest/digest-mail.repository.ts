import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { LAST_ERROR_MAX_LENGTH } from '../support/support-mail.entity';
import { DigestMail, type DigestMailKind } from './digest-mail.entity';

/** The week's row exists already when another process or an earlier start queued it: then nothing is returned. */
const QUEUE_MAIL = `
  INSERT INTO digest_mail (id, kind, week_start, recipients) VALUES ($1, $2, $3, $4)
  ON CONFLICT (week_start) WHERE kind = 'weekly' DO NOTHING
  RETURNING id`;

/** A mail no longer queued is not returned, so it is never sent twice. */
const CLAIM_MAIL = `
  UPDATE digest_mail SET attempts = attempts + 1, last_attempt_at = now()
  WHERE id = $1 AND status = 'queued'
  RETURNING id, kind, to_char(week_start, 'YYYY-MM-DD') AS "weekStart", recipients, created_at AS "queuedAt"`;

export type NewDigestMail = { id: string; kind: DigestMailKind; weekStart: string; recipients: string[] };

export type ClaimedDigestMail = { id: string; kind: DigestMailKind; weekStart: string; recipients: string[]; queuedAt: Date };

const RECIPIENT_SEPARATOR = ', ';

@Injectable()
export class DigestMailRepository {
  constructor(
    @InjectRepository(DigestMail) private readonly mails: Repository<DigestMail>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async queue(manager: EntityManager, { id, kind, weekStart, recipients }: NewDigestMail): Promise<boolean> {
    const rows = await manager.query<{ id: string }[]>(QUEUE_MAIL, [id, kind, weekStart, recipients.join(RECIPIENT_SEPARATOR)]);
    return rows.length === 1;
  }

  async claim(id: string): Promise<ClaimedDigestMail | undefined> {
    // TypeORM answers an UPDATE with [rows, count].
    const [rows] = await this.mails.query<[(Omit<ClaimedDigestMail, 'recipients'> & { recipients: string })[], number]>(CLAIM_MAIL, [id]);
    const [row] = rows;
    return row && { ...row, recipients: row.recipients.split(RECIPIENT_SEPARATOR) };
  }

  async recordSent(id: string): Promise<void> {
    await this.mails.update({ id, status: 'queued' }, { status: 'sent', sentAt: () => 'now()', lastError: null });
  }

  async recordError(id: string, error: unknown): Promise<void> {
    await this.mails.update({ id }, { lastError: String(error).slice(0, LAST_ERROR_MAX_LENGTH) });
  }

  async markFailed(id: string): Promise<void> {
    await this.mails.update({ id, status: 'queued' }, { status: 'failed' });
  }
}
