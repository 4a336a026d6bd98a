import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Monthly sums of analytics_daily, so a year's card reads twelve rows a value, not 365 (docs/analytics.md). */
export class AnalyticsMonthly1796150000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "analytics_monthly" (
        "dimension" character varying(16) NOT NULL,
        "month" date NOT NULL,
        "value" character varying(253) NOT NULL,
        "visitors" integer NOT NULL DEFAULT 0,
        "page_views" integer NOT NULL DEFAULT 0,
        "events" integer NOT NULL DEFAULT 0,
        "store_visitors" integer NOT NULL DEFAULT 0,
        "bot_page_views" integer NOT NULL DEFAULT 0,
        CONSTRAINT "analytics_monthly_pkey" PRIMARY KEY ("dimension", "month", "value")
      )`);
    await queryRunner.query(`
      CREATE TABLE "analytics_rolled_up_month" (
        "month" date NOT NULL,
        "rolled_up_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "analytics_rolled_up_month_pkey" PRIMARY KEY ("month")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics_rolled_up_month"`);
    await queryRunner.query(`DROP TABLE "analytics_monthly"`);
  }
}
