import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { type ClaimedMail, OutboxRepository } from '../mail';
import { DigestMail, type DigestMailKind } from './digest-mail.entity';

/** The week's row exists already when another process or an earlier start queued it: then nothing is returned. */
const QUEUE_MAIL = `
  INSERT INTO digest_mail (id, kind, week_start, recipients) VALUES ($1, $2, $3, $4)
  ON CONFLICT (week_start) WHERE kind = 'weekly' DO NOTHING
  RETURNING id`;

const CLAIM_CONTENT = { returning: `to_char(mail.week_start, 'YYYY-MM-DD') AS "weekStart", mail.recipients` };

export type NewDigestMail = { id: string; kind: DigestMailKind; weekStart: string; recipients: string[] };

export type ClaimedDigestMail = ClaimedMail<DigestMailKind> & { weekStart: string; recipients: string[] };

const RECIPIENT_SEPARATOR = ', ';

@Injectable()
export class DigestMailRepository extends OutboxRepository<DigestMail, ClaimedDigestMail> {
  constructor(
    @InjectRepository(DigestMail) mails: Repository<DigestMail>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    super(mails, CLAIM_CONTENT);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async queue(manager: EntityManager, { id, kind, weekStart, recipients }: NewDigestMail): Promise<boolean> {
    const rows = await manager.query<{ id: string }[]>(QUEUE_MAIL, [id, kind, weekStart, recipients.join(RECIPIENT_SEPARATOR)]);
    return rows.length === 1;
  }

  async claim(mailIds: string[]): Promise<ClaimedDigestMail[]> {
    const rows = await this.claimRows<{ weekStart: string; recipients: string }>(mailIds);
    return rows.map((row) => ({ ...row, recipients: row.recipients.split(RECIPIENT_SEPARATOR) }));
  }
}
