import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Renamed in batches by id, so each statement stays far inside the 5 s statement timeout migrations run under too (typeorm-options.ts). */
const EVENT_IDS_PER_UPDATE = 50_000;

async function renameEventTable(queryRunner: QueryRunner, from: string, to: string): Promise<void> {
  await queryRunner.query(`ALTER TABLE "${from}" RENAME TO "${to}"`);
  await queryRunner.query(`ALTER SEQUENCE "${from}_id_seq" RENAME TO "${to}_id_seq"`);
  for (const constraint of ['pkey', 'kind_check']) {
    await queryRunner.query(`ALTER TABLE "${to}" RENAME CONSTRAINT "${from}_${constraint}" TO "${to}_${constraint}"`);
  }
  await queryRunner.query(`ALTER INDEX "${from}_campaign_created_at_idx" RENAME TO "${to}_campaign_created_at_idx"`);
}

async function renameEventCampaign(queryRunner: QueryRunner, from: string, to: string, check: { from: string; to: string }): Promise<void> {
  await queryRunner.query(`ALTER TABLE "campaign_event" DROP CONSTRAINT "${check.from}"`);
  const [{ first, last }] = (await queryRunner.query(`SELECT min("id") AS "first", max("id") AS "last" FROM "campaign_event"`)) as { first: string | null; last: string | null }[];
  // No events (min and max null): one statement that changes nothing.
  for (let start = Number(first); start <= Number(last); start += EVENT_IDS_PER_UPDATE) {
    await queryRunner.query(`UPDATE "campaign_event" SET "campaign" = $1 WHERE "campaign" = $2 AND "id" >= $3 AND "id" < $4`, [to, from, start, start + EVENT_IDS_PER_UPDATE]);
  }
  await queryRunner.query(`ALTER TABLE "campaign_event" ADD CONSTRAINT "${check.to}" CHECK ("campaign" IN ('${to}', 'launch-party'))`);
}

const STATS_COLUMNS = `"id", "influencer", "page_views", "app_store_clicks", "play_store_clicks", "created_at", "updated_at"`;

/** One name per campaign (`invite` becomes `influencer`) and one table of each kind for both campaigns; ids, counts and times kept. */
export class MergeCampaignTracking1795500000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await renameEventTable(queryRunner, 'influencer_event', 'campaign_event');
    await renameEventCampaign(queryRunner, 'invite', 'influencer', { from: 'influencer_event_campaign_check', to: 'campaign_event_campaign_check' });

    await queryRunner.query(`ALTER TABLE "influencer_stats" RENAME TO "campaign_stats"`);
    await queryRunner.query(`ALTER TABLE "campaign_stats" RENAME CONSTRAINT "influencer_stats_pkey" TO "campaign_stats_pkey"`);
    // A constant default fills the existing rows without rewriting the table.
    await queryRunner.query(`
      ALTER TABLE "campaign_stats"
        DROP CONSTRAINT "influencer_stats_influencer_key",
        ADD "campaign" character varying(20) NOT NULL DEFAULT 'influencer'`);
    await queryRunner.query(`
      ALTER TABLE "campaign_stats"
        ALTER "campaign" DROP DEFAULT,
        ADD CONSTRAINT "campaign_stats_campaign_check" CHECK ("campaign" IN ('influencer', 'launch-party')),
        ADD CONSTRAINT "campaign_stats_campaign_influencer_key" UNIQUE ("campaign", "influencer")`);
    await queryRunner.query(`INSERT INTO "campaign_stats" ("campaign", ${STATS_COLUMNS}) SELECT 'launch-party', ${STATS_COLUMNS} FROM "launch_party_influencer_stats"`);
    await queryRunner.query(`DROP TABLE "launch_party_influencer_stats"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "launch_party_influencer_stats" (LIKE "campaign_stats" INCLUDING DEFAULTS)`);
    await queryRunner.query(`
      ALTER TABLE "launch_party_influencer_stats"
        DROP "campaign",
        ADD CONSTRAINT "launch_party_influencer_stats_influencer_key" UNIQUE ("influencer"),
        ADD CONSTRAINT "launch_party_influencer_stats_pkey" PRIMARY KEY ("id")`);
    await queryRunner.query(`INSERT INTO "launch_party_influencer_stats" (${STATS_COLUMNS}) SELECT ${STATS_COLUMNS} FROM "campaign_stats" WHERE "campaign" = 'launch-party'`);
    await queryRunner.query(`DELETE FROM "campaign_stats" WHERE "campaign" = 'launch-party'`);
    await queryRunner.query(`
      ALTER TABLE "campaign_stats"
        DROP CONSTRAINT "campaign_stats_campaign_influencer_key",
        DROP CONSTRAINT "campaign_stats_campaign_check",
        DROP "campaign",
        ADD CONSTRAINT "influencer_stats_influencer_key" UNIQUE ("influencer")`);
    await queryRunner.query(`ALTER TABLE "campaign_stats" RENAME CONSTRAINT "campaign_stats_pkey" TO "influencer_stats_pkey"`);
    await queryRunner.query(`ALTER TABLE "campaign_stats" RENAME TO "influencer_stats"`);

    await renameEventCampaign(queryRunner, 'influencer', 'invite', { from: 'campaign_event_campaign_check', to: 'influencer_event_campaign_check' });
    await renameEventTable(queryRunner, 'campaign_event', 'influencer_event');
  }
}
