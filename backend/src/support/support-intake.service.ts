import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AllConfig } from '../config/config.type';
import { GroupCommit } from '../database/group-commit';
import { OutboxDelivery } from '../mail';
import type { CreateSupportRequestDto } from './dto/create-support-request.dto';
import { RECEIPTS_PER_ADDRESS_PER_DAY } from './support-desk.rules';
import { SupportOutbox } from './support-outbox';
import { type NewSupportRequest, SupportRequestRepository } from './support-request.repository';

/** Storing transactions at once per API process; requests that arrive meanwhile go together in the next (bench/load/README.md). */
const SUPPORT_WRITES_IN_FLIGHT = 2;

@Injectable()
export class SupportIntakeService {
  private readonly supportEmail: string;
  private readonly writer = new GroupCommit<NewSupportRequest>((requests) => this.store(requests), SUPPORT_WRITES_IN_FLIGHT);

  constructor(
    private readonly requests: SupportRequestRepository,
    private readonly delivery: OutboxDelivery,
    private readonly outbox: SupportOutbox,
    config: ConfigService<AllConfig, true>,
  ) {
    this.supportEmail = config.getOrThrow('mail.supportEmail', { infer: true });
  }

  /** One transaction, so that a 201 (sent after the commit) always has its mails queued and a failure leaves nothing. */
  async create(fields: CreateSupportRequestDto): Promise<string> {
    const id = randomUUID();
    await this.writer.add({ ...fields, id, teamMailId: randomUUID(), receiptMailId: randomUUID() });
    return id;
  }

  /** Five round trips for a whole batch: begin, the addresses' locks, the rows, the jobs, commit. */
  private async store(batch: NewSupportRequest[]): Promise<void> {
    const mailing = this.delivery.running;
    const queued = await this.requests.transaction(async (manager) => {
      if (mailing)
        await this.requests.lockAddresses(
          manager,
          batch.map((request) => request.email),
        );
      const mails = await this.requests.storeWithMails(manager, batch, {
        teamAddress: this.supportEmail,
        receiptsPerAddressPerDay: RECEIPTS_PER_ADDRESS_PER_DAY,
        skipEveryMail: mailing ? null : 'no-transport',
      });
      const toSend = mails.filter((mail) => mail.status === 'queued').map((mail) => mail.id);
      if (toSend.length) await this.delivery.enqueue(manager, this.outbox, toSend);
      return toSend.length > 0;
    });
    if (queued) this.delivery.wake(this.outbox);
  }
}
