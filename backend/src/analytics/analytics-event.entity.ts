import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

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

export const ANALYTICS_LIMITS = { event: 40, category: 64, label: 100, path: 200 } as const;

/** A first-party analytics event: no address, no user agent, no cookie, nothing about the visitor. */
@Entity('analytics_event')
export class AnalyticsEvent {
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

  @Column({ type: 'varchar', length: ANALYTICS_LIMITS.path })
  path: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
