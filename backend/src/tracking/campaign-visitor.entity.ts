import { Check, Entity, PrimaryColumn } from 'typeorm';
import { sqlIn } from '../common/sql';
import { type Campaign, CAMPAIGNS, type VisitorKind, VISITOR_KINDS } from './campaign';
import { INFLUENCER_HANDLE_MAX_LENGTH } from './influencer-handle';

@Entity('campaign_visitor')
@Check('campaign_visitor_campaign_check', sqlIn('campaign', CAMPAIGNS))
@Check('campaign_visitor_kind_check', sqlIn('kind', VISITOR_KINDS))
export class CampaignVisitor {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'campaign_visitor_pkey' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 20, primaryKeyConstraintName: 'campaign_visitor_pkey' })
  campaign: Campaign;

  @PrimaryColumn({ type: 'varchar', length: INFLUENCER_HANDLE_MAX_LENGTH, primaryKeyConstraintName: 'campaign_visitor_pkey' })
  influencer: string;

  @PrimaryColumn({ type: 'varchar', length: 20, primaryKeyConstraintName: 'campaign_visitor_pkey' })
  kind: VisitorKind;

  @PrimaryColumn({ type: 'bytea', primaryKeyConstraintName: 'campaign_visitor_pkey' })
  visitor: Buffer;
}
