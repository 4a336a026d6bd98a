import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** docs/first-paint.md; reaches the frontend as the type `AnalyticsEventName` and in lib/contract.ts. */
export const ANALYTICS_EVENT_NAMES = [
  'app_store_click',
  'play_store_click',
  'getapp_page_visit',
  'invite_page_visit',
  'qr_page_visit',
  'download_app',
  'launch_party_learn_more',
  'page_view',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** `tag`: utmSource, utmMedium, utmCampaign and ref; `referrer`: the URL as sent (its host and path are what is kept). */
export const ANALYTICS_LIMITS = { event: 40, category: 64, label: 100, path: 200, tag: 100, referrer: 2048 } as const;

/** The columns a dashboard's range and filters read, named alike in analytics_event and web_vital (analytics-sql-builders.ts). */
export abstract class AnalyticsFilterColumns {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'varchar', length: ANALYTICS_LIMITS.path })
  path: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  source: string | null;

  @Column({ name: 'utm_source', type: 'varchar', length: ANALYTICS_LIMITS.tag, nullable: true })
  utmSource: string | null;

  @Column({ name: 'utm_medium', type: 'varchar', length: ANALYTICS_LIMITS.tag, nullable: true })
  utmMedium: string | null;

  @Column({ name: 'utm_campaign', type: 'varchar', length: ANALYTICS_LIMITS.tag, nullable: true })
  utmCampaign: string | null;

  @Column({ type: 'varchar', length: ANALYTICS_LIMITS.tag, nullable: true })
  ref: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  screen: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  browser: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  os: string | null;

  @Column({ type: 'char', length: 2, nullable: true })
  country: string | null;
}

/** A first-party analytics event (docs/analytics.md): no address, no user agent, no cookie; the visitor only as the day's keyed hash. */
@Index('analytics_event_created_at_idx', ['createdAt'])
@Entity('analytics_event')
export class AnalyticsEvent extends AnalyticsFilterColumns {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'analytics_event_pkey' })
  id: string;

  @Column({ type: 'varchar', length: ANALYTICS_LIMITS.event })
  event: AnalyticsEventName;

  @Column({ type: 'varchar', length: ANALYTICS_LIMITS.category })
  category: string;

  @Column({ type: 'varchar', length: ANALYTICS_LIMITS.label, nullable: true })
  label: string | null;

  @Column({ type: 'integer', nullable: true })
  value: number | null;

  @Column({ type: 'bytea', nullable: true })
  visitor: Buffer | null;

  @Column({ type: 'boolean', default: false })
  bot: boolean;

  @Column({ name: 'referrer_host', type: 'varchar', length: 253, nullable: true })
  referrerHost: string | null;

  @Column({ name: 'referrer_path', type: 'varchar', length: 200, nullable: true })
  referrerPath: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  device: string | null;
}
