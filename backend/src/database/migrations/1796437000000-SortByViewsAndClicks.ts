import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The launch-party order, page views + App Store clicks + Google Play clicks (docs/api.md), with
 * its own index as every sort of campaign_stats has: on the expression the list sorts by, the same
 * text as in `tracking/campaign-stats.repository.ts`, so that a page reads only its rows.
 */
export class SortByViewsAndClicks1796437000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "campaign_stats_by_views_and_clicks" ON "campaign_stats" ("campaign", ("page_views"::bigint + "app_store_clicks" + "play_store_clicks"), "influencer")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "campaign_stats_by_views_and_clicks"`);
  }
}
