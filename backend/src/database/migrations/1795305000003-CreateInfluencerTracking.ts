import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The counts of each campaign in its own table, and the events of both in one. */
export class CreateInfluencerTracking1795305000003 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['influencer_stats', 'launch_party_influencer_stats']) {
      await queryRunner.query(`
        CREATE TABLE "${table}" (
          "id" uuid NOT NULL,
          "influencer" character varying(40) NOT NULL,
          "page_views" integer NOT NULL DEFAULT 0,
          "app_store_clicks" integer NOT NULL DEFAULT 0,
          "play_store_clicks" integer NOT NULL DEFAULT 0,
          "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
          "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
          CONSTRAINT "${table}_influencer_key" UNIQUE ("influencer"),
          CONSTRAINT "${table}_pkey" PRIMARY KEY ("id")
        )`);
    }
    await queryRunner.query(`
      CREATE TABLE "influencer_event" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "campaign" character varying(20) NOT NULL,
        "influencer" character varying(40) NOT NULL,
        "kind" character varying(20) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "influencer_event_campaign_check" CHECK ("campaign" IN ('invite', 'launch-party')),
        CONSTRAINT "influencer_event_kind_check" CHECK ("kind" IN ('page_view', 'app_store_click', 'play_store_click')),
        CONSTRAINT "influencer_event_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "influencer_event_campaign_created_at_idx" ON "influencer_event" ("campaign", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "influencer_event"`);
    await queryRunner.query(`DROP TABLE "launch_party_influencer_stats"`);
    await queryRunner.query(`DROP TABLE "influencer_stats"`);
  }
}
