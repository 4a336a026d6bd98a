import type { Repository } from 'typeorm';
import { LAST_ERROR_MAX_LENGTH, type OutboxMail } from './outbox-mail.entity';

export type ClaimContent = { from?: string; where?: string; returning: string };

export type ClaimedMail<Kind extends string> = { mailId: string; kind: Kind; queuedAt: Date };

/** The claim and the delivery record of every outbox table; each kind of mail extends it with its table and content. */
export abstract class OutboxRepository<Mail extends OutboxMail<string, string>, Claimed extends ClaimedMail<Mail['kind']> = ClaimedMail<Mail['kind']>> {
  private readonly claimMails: string;
  private readonly recordSentMails: string;
  private readonly recordMailError: string;
  private readonly markMailFailed: string;

  protected constructor(
    protected readonly mails: Repository<Mail>,
    { from, where, returning }: ClaimContent,
  ) {
    const table = mails.metadata.tableName;
    // A mail no longer queued is not returned, so it is never sent twice.
    this.claimMails = `
      UPDATE ${table} AS mail SET attempts = mail.attempts + 1, last_attempt_at = now()
      ${from ? `FROM ${from}` : ''}
      WHERE mail.id = ANY($1::uuid[]) AND mail.status = 'queued' ${where ? `AND ${where}` : ''}
      RETURNING mail.id AS "mailId", mail.kind, mail.created_at AS "queuedAt", ${returning}`;
    this.recordSentMails = `UPDATE ${table} SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ANY($1::uuid[]) AND status = 'queued'`;
    this.recordMailError = `UPDATE ${table} SET last_error = $2 WHERE id = $1`;
    this.markMailFailed = `UPDATE ${table} SET status = 'failed' WHERE id = $1 AND status = 'queued'`;
  }

  abstract claim(mailIds: string[]): Promise<Claimed[]>;

  protected async claimRows<Content extends object>(mailIds: string[]): Promise<(ClaimedMail<Mail['kind']> & Content)[]> {
    // TypeORM answers an UPDATE with [rows, count].
    const [rows] = await this.mails.query<[(ClaimedMail<Mail['kind']> & Content)[], number]>(this.claimMails, [mailIds]);
    return rows;
  }

  async recordSent(mailIds: string[]): Promise<void> {
    await this.mails.query(this.recordSentMails, [mailIds]);
  }

  async recordError(mailId: string, error: unknown): Promise<void> {
    await this.mails.query(this.recordMailError, [mailId, String(error).slice(0, LAST_ERROR_MAX_LENGTH)]);
  }

  /** Its retries are spent (or the server refused it for good); a mail sent meanwhile stays sent. */
  async markFailed(mailId: string): Promise<void> {
    await this.mails.query(this.markMailFailed, [mailId]);
  }
}
