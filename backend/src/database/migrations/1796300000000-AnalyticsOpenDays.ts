import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A read of today adds only the last minute's events instead of grouping the whole day (docs/analytics.md, "Open days"). */
export class AnalyticsOpenDays1796300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "analytics_open_state" (
        "singleton" boolean NOT NULL DEFAULT true,
        "settled_event_id" bigint NOT NULL DEFAULT 0,
        CONSTRAINT "analytics_open_state_pkey" PRIMARY KEY ("singleton"),
        CONSTRAINT "analytics_open_state_singleton" CHECK ("singleton")
      )`);
    await queryRunner.query(`INSERT INTO "analytics_open_state" DEFAULT VALUES`);
    await queryRunner.query(`
      CREATE TABLE "analytics_open_day" (
        "day" date NOT NULL,
        CONSTRAINT "analytics_open_day_pkey" PRIMARY KEY ("day")
      )`);
    await queryRunner.query(`
      CREATE TABLE "analytics_open_daily" (
        "dimension" character varying(16) NOT NULL,
        "day" date NOT NULL,
        "value" character varying(253) NOT NULL,
        "visitors" integer NOT NULL DEFAULT 0,
        "page_views" integer NOT NULL DEFAULT 0,
        "events" integer NOT NULL DEFAULT 0,
        "store_visitors" integer NOT NULL DEFAULT 0,
        "bot_page_views" integer NOT NULL DEFAULT 0,
        CONSTRAINT "analytics_open_daily_pkey" PRIMARY KEY ("dimension", "day", "value")
      )`);
    await queryRunner.query(`
      CREATE TABLE "analytics_open_visitor" (
        "dimension" character varying(16) NOT NULL,
        "day" date NOT NULL,
        "value" character varying(253) NOT NULL,
        "visitor" bytea NOT NULL,
        CONSTRAINT "analytics_open_visitor_pkey" PRIMARY KEY ("day", "dimension", "value", "visitor")
      )`);
    await queryRunner.query(`CREATE INDEX "analytics_open_visitor_visitor_idx" ON "analytics_open_visitor" ("day", "visitor")`);
    await queryRunner.query(`
      CREATE TABLE "analytics_open_tapper" (
        "day" date NOT NULL,
        "visitor" bytea NOT NULL,
        CONSTRAINT "analytics_open_tapper_pkey" PRIMARY KEY ("day", "visitor")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics_open_tapper"`);
    await queryRunner.query(`DROP TABLE "analytics_open_visitor"`);
    await queryRunner.query(`DROP TABLE "analytics_open_daily"`);
    await queryRunner.query(`DROP TABLE "analytics_open_day"`);
    await queryRunner.query(`DROP TABLE "analytics_open_state"`);
  }
}
