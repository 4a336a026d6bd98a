import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import { type ClaimedMail, OutboxRepository } from '../mail';
import { SupportMail, type SupportMailKind, type SupportMailSkipReason } from './support-mail.entity';
import type { SupportRequest } from './support-request.entity';

/** A team mail tells whether the receipt was skipped, so the claim reads the receipt's row too. */
const CLAIM_CONTENT = {
  from: 'support_request AS request',
  where: 'request.id = mail.request_id',
  returning: `
    (SELECT receipt.skip_reason FROM support_mail AS receipt WHERE receipt.request_id = request.id AND receipt.kind = 'receipt') AS "receiptSkipped",
    request.id, request.name, request.email, request.subject, request.category, request.priority, request.description, request.created_at AS "createdAt"`,
};

type ClaimedRequest = Pick<SupportRequest, 'id' | 'name' | 'email' | 'subject' | 'category' | 'priority' | 'description' | 'createdAt'> & {
  receiptSkipped: SupportMailSkipReason | null;
};

export type ClaimedSupportMail = ClaimedMail<SupportMailKind> & ClaimedRequest;

@Injectable()
export class SupportMailRepository extends OutboxRepository<SupportMail, ClaimedSupportMail> {
  constructor(@InjectRepository(SupportMail) mails: Repository<SupportMail>) {
    super(mails, CLAIM_CONTENT);
  }

  claim(mailIds: string[]): Promise<ClaimedSupportMail[]> {
    return this.claimRows<ClaimedRequest>(mailIds);
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
