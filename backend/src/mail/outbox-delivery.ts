import { Injectable } from '@nestjs/common';
import type { SendMailOptions } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import { GroupCommit } from '../database/group-commit';
import { MailQueue } from './mail-queue';
import { MailTransport } from './mail-transport';
import type { OutboxMail } from './outbox-mail.entity';
import type { ClaimedMail, OutboxRepository } from './outbox.repository';

type OutboxJob = { mailId: string };

/** A kind of mail: its pg-boss queue, its table (whose claim reads the mail's content) and how its message is built. */
export interface Outbox<Claimed extends ClaimedMail<string>> {
  readonly queue: string;
  readonly mails: OutboxRepository<OutboxMail<string, string>, Claimed>;
  message(mail: Claimed): SendMailOptions | Promise<SendMailOptions>;
}

/** A worker's batch is claimed together and its sent mails recorded together, at most this many statements at once. */
const RECORDS_IN_FLIGHT = 1;

type Claim<Claimed> = { mailId: string; mail?: Claimed };

// Jobs the digest queued before every outbox shared one job shape name their mail digestMailId.
function mailIdOf(job: OutboxJob | { digestMailId: string }): string {
  return 'mailId' in job ? job.mailId : job.digestMailId;
}

@Injectable()
export class OutboxDelivery {
  constructor(
    private readonly queue: MailQueue,
    private readonly transport: MailTransport,
  ) {}

  get running(): boolean {
    return this.queue.running;
  }

  async start<Claimed extends ClaimedMail<string>>(outbox: Outbox<Claimed>): Promise<void> {
    if (!this.queue.running) return;
    const claims = new GroupCommit<Claim<Claimed>>((batch) => claimAll(outbox, batch), RECORDS_IN_FLIGHT);
    const sentMails = new GroupCommit<string>((mailIds) => outbox.mails.recordSent(mailIds), RECORDS_IN_FLIGHT);
    await this.queue.work<OutboxJob>(outbox.queue, {
      deliver: (job) => this.deliver(outbox, mailIdOf(job), claims, sentMails),
      giveUp: (job) => outbox.mails.markFailed(mailIdOf(job)),
    });
  }

  /** In the caller's transaction, which stores the mails: they and their jobs exist exactly when it commits. */
  async enqueue(manager: EntityManager, outbox: Outbox<ClaimedMail<string>>, mailIds: string[]): Promise<void> {
    await this.queue.send(
      manager,
      outbox.queue,
      mailIds.map((mailId) => ({ mailId })),
    );
  }

  wake(outbox: Outbox<ClaimedMail<string>>): void {
    this.queue.wake(outbox.queue);
  }

  /** A job run again after the mail was recorded never mails twice; one that died before the record resends, same Message-ID. */
  private async deliver<Claimed extends ClaimedMail<string>>(
    outbox: Outbox<Claimed>,
    mailId: string,
    claims: GroupCommit<Claim<Claimed>>,
    sentMails: GroupCommit<string>,
  ): Promise<void> {
    const claim: Claim<Claimed> = { mailId };
    await claims.add(claim);
    if (!claim.mail) return;
    try {
      await this.transport.send(await outbox.message(claim.mail));
    } catch (error) {
      await outbox.mails.recordError(mailId, error);
      throw error;
    }
    await sentMails.add(mailId);
  }
}

async function claimAll<Claimed extends ClaimedMail<string>>(outbox: Outbox<Claimed>, claims: Claim<Claimed>[]): Promise<void> {
  const rows = await outbox.mails.claim(claims.map((claim) => claim.mailId));
  const claimed = new Map(rows.map((row) => [row.mailId, row]));
  for (const claim of claims) claim.mail = claimed.get(claim.mailId);
}
