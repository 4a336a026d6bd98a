import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ReportLink } from './report-link.entity';

@Injectable()
export class ReportLinkRepository {
  constructor(@InjectRepository(ReportLink) private readonly links: Repository<ReportLink>) {}

  insert(link: ReportLink): Promise<ReportLink> {
    return this.links.save(this.links.create(link));
  }

  newestFirst(): Promise<ReportLink[]> {
    return this.links.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.links.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /** Records the open only when the link is live and is the named influencer's in the named campaign: one statement, so a revoke that commits first always wins. */
  async open(tokenHash: Buffer, now: Date, named: { campaign?: ReportLink['campaign']; influencer?: string }): Promise<ReportLink | undefined> {
    const query = this.links
      .createQueryBuilder()
      .update()
      .set({ lastOpenedAt: now })
      .where('token_hash = :tokenHash', { tokenHash })
      .andWhere('(expires_at IS NULL OR expires_at > :now)', { now });
    if (named.campaign) query.andWhere('campaign = :campaign', { campaign: named.campaign });
    if (named.influencer) query.andWhere('influencer = :influencer', { influencer: named.influencer });
    const result = await query.returning('*').execute();
    const [row] = result.raw as { id: string; campaign: ReportLink['campaign']; influencer: string; created_at: Date; expires_at: Date | null; last_opened_at: Date }[];
    if (!row) return undefined;
    return { id: row.id, tokenHash, campaign: row.campaign, influencer: row.influencer, createdAt: row.created_at, expiresAt: row.expires_at, lastOpenedAt: row.last_opened_at };
  }
}
