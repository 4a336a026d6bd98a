import type { MigrationInterface, QueryRunner } from 'typeorm';

/** docs/api.md. The index's expression must stay the text of `tracking/campaign-stats-sql.ts`, so a page reads only its rows. */
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
