import type { MigrationInterface, QueryRunner } from 'typeorm';

/** docs/analytics.md. BRIN on time: events arrive in time order. Events stored before keep their rows: no visitor, counted as page views and goals. */
export class AnalyticsDimensions1795800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "analytics_event"
        ADD "visitor" bytea,
        ADD "bot" boolean NOT NULL DEFAULT false,
        ADD "referrer_host" character varying(253),
        ADD "referrer_path" character varying(200),
        ADD "source" character varying(64),
        ADD "utm_source" character varying(100),
        ADD "utm_medium" character varying(100),
        ADD "utm_campaign" character varying(100),
        ADD "ref" character varying(100),
        ADD "screen" character varying(16),
        ADD "browser" character varying(40),
        ADD "os" character varying(40),
        ADD "device" character varying(16),
        ADD "country" character(2)`);
    await queryRunner.query(`CREATE INDEX "analytics_event_created_at_brin" ON "analytics_event" USING brin ("created_at")`);
    await queryRunner.query(`
      CREATE TABLE "analytics_daily" (
        "dimension" character varying(16) NOT NULL,
        "day" date NOT NULL,
        "value" character varying(253) NOT NULL,
        "visitors" integer NOT NULL DEFAULT 0,
        "page_views" integer NOT NULL DEFAULT 0,
        "events" integer NOT NULL DEFAULT 0,
        "store_visitors" integer NOT NULL DEFAULT 0,
        "bot_page_views" integer NOT NULL DEFAULT 0,
        CONSTRAINT "analytics_daily_pkey" PRIMARY KEY ("dimension", "day", "value")
      )`);
    await queryRunner.query(`
      CREATE TABLE "analytics_rolled_up_day" (
        "day" date NOT NULL,
        "rolled_up_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "analytics_rolled_up_day_pkey" PRIMARY KEY ("day")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics_rolled_up_day"`);
    await queryRunner.query(`DROP TABLE "analytics_daily"`);
    await queryRunner.query(`DROP INDEX "analytics_event_created_at_brin"`);
    await queryRunner.query(
      `ALTER TABLE "analytics_event" ${[
        'visitor',
        'bot',
        'referrer_host',
        'referrer_path',
        'source',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'ref',
        'screen',
        'browser',
        'os',
        'device',
        'country',
      ]
        .map((column) => `DROP COLUMN "${column}"`)
        .join(', ')}`,
    );
  }
}
