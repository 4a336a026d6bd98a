import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A range reads its partial months as one row set each instead of their weeks and days (docs/analytics.md, "Storage"). */
export class AnalyticsMonthSpans1796400000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const span of ['to_date', 'from_date']) {
      await queryRunner.query(`
        CREATE TABLE "analytics_month_${span}" (
          "dimension" character varying(16) NOT NULL,
          "day" date NOT NULL,
          "value" character varying(253) NOT NULL,
          "visitors" integer NOT NULL DEFAULT 0,
          "page_views" integer NOT NULL DEFAULT 0,
          "events" integer NOT NULL DEFAULT 0,
          "store_visitors" integer NOT NULL DEFAULT 0,
          "bot_page_views" integer NOT NULL DEFAULT 0,
          CONSTRAINT "analytics_month_${span}_pkey" PRIMARY KEY ("dimension", "day", "value")
        )`);
      await queryRunner.query(`
        CREATE TABLE "analytics_rolled_up_month_${span}" (
          "day" date NOT NULL,
          "rolled_up_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
          CONSTRAINT "analytics_rolled_up_month_${span}_pkey" PRIMARY KEY ("day")
        )`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const span of ['to_date', 'from_date']) {
      await queryRunner.query(`DROP TABLE "analytics_rolled_up_month_${span}"`);
      await queryRunner.query(`DROP TABLE "analytics_month_${span}"`);
    }
  }
}
