import type { MigrationInterface, QueryRunner } from 'typeorm';

const FIGURES = ['unique_visitors', 'unique_app_store_clicks', 'unique_play_store_clicks', 'bot_calls'];

/** docs/api.md: the counts stored are kept; the new figures start at 0 (a constant default fills existing rows without rewriting the table). */
export class CountUniqueVisitors1795700000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "visitor_salt" (
        "day" date NOT NULL,
        "salt" bytea NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "visitor_salt_pkey" PRIMARY KEY ("day")
      )`);
    await queryRunner.query(`
      CREATE TABLE "campaign_visitor" (
        "day" date NOT NULL,
        "campaign" character varying(20) NOT NULL,
        "influencer" character varying(40) NOT NULL,
        "kind" character varying(20) NOT NULL,
        "visitor" bytea NOT NULL,
        CONSTRAINT "campaign_visitor_campaign_check" CHECK ("campaign" IN ('influencer', 'launch-party')),
        CONSTRAINT "campaign_visitor_kind_check" CHECK ("kind" IN ('page_view', 'app_store_click', 'play_store_click')),
        CONSTRAINT "campaign_visitor_pkey" PRIMARY KEY ("day", "campaign", "influencer", "kind", "visitor")
      )`);
    await queryRunner.query(`
      CREATE TABLE "campaign_daily_stats" (
        "campaign" character varying(20) NOT NULL,
        "influencer" character varying(40) NOT NULL,
        "day" date NOT NULL,
        ${FIGURES.map((figure) => `"${figure}" integer NOT NULL DEFAULT 0,`).join('\n        ')}
        CONSTRAINT "campaign_daily_stats_campaign_check" CHECK ("campaign" IN ('influencer', 'launch-party')),
        CONSTRAINT "campaign_daily_stats_pkey" PRIMARY KEY ("campaign", "influencer", "day")
      )`);
    await queryRunner.query(`ALTER TABLE "campaign_stats" ${FIGURES.map((figure) => `ADD "${figure}" integer NOT NULL DEFAULT 0`).join(', ')}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "campaign_stats" ${FIGURES.map((figure) => `DROP "${figure}"`).join(', ')}`);
    await queryRunner.query(`DROP TABLE "campaign_daily_stats"`);
    await queryRunner.query(`DROP TABLE "campaign_visitor"`);
    await queryRunner.query(`DROP TABLE "visitor_salt"`);
  }
}
