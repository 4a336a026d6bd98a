import type { MigrationInterface, QueryRunner } from 'typeorm';

/** For the days outside whole months: a 400-day page card read 48 days of 2,000 rows each around its 13 months (docs/analytics.md). */
export class AnalyticsWeekly1796350000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "analytics_weekly" (
        "dimension" character varying(16) NOT NULL,
        "week" date NOT NULL,
        "value" character varying(253) NOT NULL,
        "visitors" integer NOT NULL DEFAULT 0,
        "page_views" integer NOT NULL DEFAULT 0,
        "events" integer NOT NULL DEFAULT 0,
        "store_visitors" integer NOT NULL DEFAULT 0,
        "bot_page_views" integer NOT NULL DEFAULT 0,
        CONSTRAINT "analytics_weekly_pkey" PRIMARY KEY ("dimension", "week", "value")
      )`);
    await queryRunner.query(`
      CREATE TABLE "analytics_rolled_up_week" (
        "week" date NOT NULL,
        "rolled_up_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "analytics_rolled_up_week_pkey" PRIMARY KEY ("week")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics_rolled_up_week"`);
    await queryRunner.query(`DROP TABLE "analytics_weekly"`);
  }
}
