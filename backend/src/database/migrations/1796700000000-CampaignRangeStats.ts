import type { MigrationInterface, QueryRunner } from 'typeorm';

const COUNTS = [
  'page_views',
  'app_store_clicks',
  'play_store_clicks',
  'unique_visitors',
  'unique_app_store_clicks',
  'unique_play_store_clicks',
  'unique_store_visitors',
  'bot_calls',
];

const countColumns = COUNTS.map((column) => `"${column}" integer NOT NULL DEFAULT 0`).join(', ');

/** The admin's preset ranges rolled up per influencer, and the counts tracked since (docs/architecture.md, "Campaign ranges"). */
export class CampaignRangeStats1796700000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "campaign_range" (
        "id" SERIAL NOT NULL,
        "campaign" character varying(20) NOT NULL,
        "first_day" date NOT NULL,
        "last_day" date NOT NULL,
        CONSTRAINT "campaign_range_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "campaign_range_days_key" UNIQUE ("campaign", "first_day", "last_day")
      )`);
    await queryRunner.query(`
      CREATE TABLE "campaign_range_stats" (
        "range" integer NOT NULL,
        "influencer" character varying(40) NOT NULL,
        "id" uuid NOT NULL,
        ${countColumns},
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "campaign_range_stats_pkey" PRIMARY KEY ("range", "influencer")
      )`);
    for (const column of ['id', ...COUNTS, 'updated_at']) {
      const tail = column === 'id' ? '' : ', "influencer"';
      await queryRunner.query(`CREATE INDEX "campaign_range_stats_by_${column}" ON "campaign_range_stats" ("range", "${column}"${tail})`);
    }
    await queryRunner.query(
      `CREATE INDEX "campaign_range_stats_by_views_and_clicks" ON "campaign_range_stats" ("range", ("page_views"::bigint + "app_store_clicks" + "play_store_clicks"), "influencer")`,
    );
    await queryRunner.query(`CREATE INDEX "campaign_range_stats_by_handle_prefix" ON "campaign_range_stats" ("range", "influencer" varchar_pattern_ops)`);
    await queryRunner.query(`
      CREATE TABLE "campaign_pending_counts" (
        "campaign" character varying(20) NOT NULL,
        "influencer" character varying(40) NOT NULL,
        "day" date NOT NULL,
        ${countColumns},
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "campaign_pending_counts"`);
    await queryRunner.query(`DROP TABLE "campaign_range_stats"`);
    await queryRunner.query(`DROP TABLE "campaign_range"`);
  }
}
