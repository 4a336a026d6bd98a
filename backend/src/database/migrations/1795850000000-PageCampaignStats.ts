import type { MigrationInterface, QueryRunner } from 'typeorm';

const SORTED_COLUMNS = [
  'page_views',
  'app_store_clicks',
  'play_store_clicks',
  'unique_visitors',
  'unique_app_store_clicks',
  'unique_play_store_clicks',
  'unique_store_visitors',
  'bot_calls',
  'updated_at',
];
const RAW_COUNTS = ['page_views', 'app_store_clicks', 'play_store_clicks'];
const STORE_KINDS = `('app_store_click', 'play_store_click')`;

/**
 * docs/api.md: an index per sort, and a date range sums days instead of counting events. Backfilled from what is knowable: store visitors exactly
 * where visitor ids are kept, before that the larger of the two stores' unique figures (a lower bound: a visitor who tapped both is not told apart).
 */
export class PageCampaignStats1795850000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "campaign_daily_stats"
        ${RAW_COUNTS.map((count) => `ADD "${count}" integer NOT NULL DEFAULT 0`).join(', ')},
        ADD "unique_store_visitors" integer NOT NULL DEFAULT 0,
        ADD "updated_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "campaign_stats" ADD "unique_store_visitors" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      INSERT INTO "campaign_daily_stats" AS daily ("campaign", "influencer", "day", "page_views", "app_store_clicks", "play_store_clicks", "updated_at")
      SELECT "campaign", "influencer", ("created_at" AT TIME ZONE 'UTC')::date,
        count(*) FILTER (WHERE "kind" = 'page_view'), count(*) FILTER (WHERE "kind" = 'app_store_click'), count(*) FILTER (WHERE "kind" = 'play_store_click'),
        max("created_at")
      FROM "campaign_event"
      GROUP BY 1, 2, 3
      ON CONFLICT ("campaign", "influencer", "day") DO UPDATE SET
        ${RAW_COUNTS.map((count) => `"${count}" = EXCLUDED."${count}"`).join(', ')}, "updated_at" = EXCLUDED."updated_at"`);
    await queryRunner.query(`UPDATE "campaign_daily_stats" SET "updated_at" = ("day"::timestamp AT TIME ZONE 'UTC') WHERE "updated_at" IS NULL`);
    await queryRunner.query(`ALTER TABLE "campaign_daily_stats" ALTER "updated_at" SET NOT NULL`);

    await queryRunner.query(`ALTER TABLE "campaign_visitor" DROP CONSTRAINT "campaign_visitor_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "campaign_visitor" ADD CONSTRAINT "campaign_visitor_kind_check" CHECK ("kind" IN ('page_view', 'app_store_click', 'play_store_click', 'store_click'))`,
    );
    await queryRunner.query(`
      INSERT INTO "campaign_visitor" ("day", "campaign", "influencer", "kind", "visitor")
      SELECT DISTINCT "day", "campaign", "influencer", 'store_click', "visitor" FROM "campaign_visitor" WHERE "kind" IN ${STORE_KINDS}
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(`UPDATE "campaign_daily_stats" SET "unique_store_visitors" = greatest("unique_app_store_clicks", "unique_play_store_clicks")`);
    await queryRunner.query(`
      UPDATE "campaign_daily_stats" daily SET "unique_store_visitors" = tapped."visitors"
      FROM (SELECT "day", "campaign", "influencer", count(*) AS "visitors" FROM "campaign_visitor" WHERE "kind" = 'store_click' GROUP BY 1, 2, 3) tapped
      WHERE (daily."day", daily."campaign", daily."influencer") = (tapped."day", tapped."campaign", tapped."influencer")`);
    await queryRunner.query(`
      UPDATE "campaign_stats" stats SET "unique_store_visitors" = summed."visitors"
      FROM (SELECT "campaign", "influencer", sum("unique_store_visitors") AS "visitors" FROM "campaign_daily_stats" GROUP BY 1, 2) summed
      WHERE (stats."campaign", stats."influencer") = (summed."campaign", summed."influencer") AND summed."visitors" > 0`);

    await queryRunner.query(`CREATE INDEX "campaign_stats_by_id" ON "campaign_stats" ("campaign", "id")`);
    for (const column of SORTED_COLUMNS) {
      await queryRunner.query(`CREATE INDEX "campaign_stats_by_${column}" ON "campaign_stats" ("campaign", "${column}", "influencer")`);
    }
    await queryRunner.query(`CREATE INDEX "campaign_stats_by_handle_prefix" ON "campaign_stats" ("campaign", "influencer" varchar_pattern_ops)`);
    await queryRunner.query(`CREATE INDEX "campaign_daily_stats_by_day" ON "campaign_daily_stats" ("campaign", "day")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "campaign_daily_stats_by_day"`);
    await queryRunner.query(`DROP INDEX "campaign_stats_by_handle_prefix"`);
    for (const column of [...SORTED_COLUMNS].reverse()) {
      await queryRunner.query(`DROP INDEX "campaign_stats_by_${column}"`);
    }
    await queryRunner.query(`DROP INDEX "campaign_stats_by_id"`);
    await queryRunner.query(`DELETE FROM "campaign_visitor" WHERE "kind" = 'store_click'`);
    await queryRunner.query(`ALTER TABLE "campaign_visitor" DROP CONSTRAINT "campaign_visitor_kind_check"`);
    await queryRunner.query(`ALTER TABLE "campaign_visitor" ADD CONSTRAINT "campaign_visitor_kind_check" CHECK ("kind" IN ('page_view', 'app_store_click', 'play_store_click'))`);
    await queryRunner.query(`ALTER TABLE "campaign_stats" DROP "unique_store_visitors"`);
    // Days made by the backfill alone had no row before: every figure of the old columns is 0.
    await queryRunner.query(`DELETE FROM "campaign_daily_stats" WHERE "unique_visitors" + "unique_app_store_clicks" + "unique_play_store_clicks" + "bot_calls" = 0`);
    await queryRunner.query(`
      ALTER TABLE "campaign_daily_stats"
        ${[...RAW_COUNTS, 'unique_store_visitors', 'updated_at'].map((column) => `DROP "${column}"`).join(', ')}`);
  }
}
