import type { MigrationInterface, QueryRunner } from 'typeorm';

const INSTALL_COLUMNS = ['app_store_installs', 'play_store_installs', 'installs'];
const STORE_CHECK = (table: string) => `CONSTRAINT "${table}_store_check" CHECK ("store" IN ('app-store', 'play-store'))`;

/** The installs as counted, a read model of tracking's that installs/ rewrites (docs/architecture.md, "Installs beside visits"); filled from the imports so far. */
export class CampaignInstalls1797000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "campaign_install_day" (
        "store" character varying(20) NOT NULL,
        "day" date NOT NULL,
        ${STORE_CHECK('campaign_install_day')},
        CONSTRAINT "campaign_install_day_pkey" PRIMARY KEY ("store", "day")
      )`);
    await queryRunner.query(`
      CREATE TABLE "campaign_daily_installs" (
        "campaign" character varying(20) NOT NULL,
        "influencer" character varying(40) NOT NULL,
        "day" date NOT NULL,
        "store" character varying(20) NOT NULL,
        "installs" integer NOT NULL,
        ${STORE_CHECK('campaign_daily_installs')},
        CONSTRAINT "campaign_daily_installs_pkey" PRIMARY KEY ("campaign", "influencer", "day", "store")
      )`);
    await queryRunner.query(`CREATE INDEX "campaign_daily_installs_by_day" ON "campaign_daily_installs" ("campaign", "day")`);
    await queryRunner.query(`CREATE INDEX "campaign_daily_installs_by_store_day" ON "campaign_daily_installs" ("store", "day")`);
    await queryRunner.query(`
      CREATE TABLE "campaign_installs" (
        "campaign" character varying(20) NOT NULL,
        "influencer" character varying(40) NOT NULL,
        ${INSTALL_COLUMNS.map((column) => `"${column}" integer NOT NULL DEFAULT 0`).join(', ')},
        CONSTRAINT "campaign_installs_pkey" PRIMARY KEY ("campaign", "influencer")
      )`);
    for (const column of INSTALL_COLUMNS) {
      await queryRunner.query(`CREATE INDEX "campaign_installs_by_${column}" ON "campaign_installs" ("campaign", "${column}", "influencer")`);
      await queryRunner.query(`ALTER TABLE "campaign_range_stats" ADD "${column}" integer NOT NULL DEFAULT 0`);
      await queryRunner.query(`CREATE INDEX "campaign_range_stats_by_${column}" ON "campaign_range_stats" ("range", "${column}", "influencer")`);
    }
    await queryRunner.query(
      `CREATE INDEX "campaign_range_stats_by_installs_per_100_visitors" ON "campaign_range_stats" ("range", ("installs"::float8 * 100 / nullif("unique_visitors", 0)) NULLS FIRST, "influencer")`,
    );
    await queryRunner.query(`INSERT INTO campaign_install_day (store, day) SELECT DISTINCT store, day FROM install_import_day`);
    await queryRunner.query(`
      INSERT INTO campaign_daily_installs (campaign, influencer, day, store, installs)
      SELECT count.campaign, count.influencer, count.day, counting.store, sum(count.installs)
      FROM (SELECT DISTINCT ON (store, day) store, day, import_id FROM install_import_day ORDER BY store, day, import_id DESC) counting
      JOIN install_count count ON count.import_id = counting.import_id AND count.day = counting.day
      WHERE count.campaign IS NOT NULL
      GROUP BY count.campaign, count.influencer, count.day, counting.store
      HAVING sum(count.installs) > 0`);
    await queryRunner.query(`
      INSERT INTO campaign_installs (campaign, influencer, app_store_installs, play_store_installs, installs)
      SELECT campaign, influencer, coalesce(sum(installs) FILTER (WHERE store = 'app-store'), 0), coalesce(sum(installs) FILTER (WHERE store = 'play-store'), 0), sum(installs)
      FROM campaign_daily_installs GROUP BY campaign, influencer`);
    // The next rollup builds the ranges again, with their installs.
    await queryRunner.query(`DELETE FROM campaign_range_stats`);
    await queryRunner.query(`DELETE FROM campaign_range`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "campaign_range_stats_by_installs_per_100_visitors"`);
    for (const column of INSTALL_COLUMNS) await queryRunner.query(`ALTER TABLE "campaign_range_stats" DROP COLUMN "${column}"`);
    await queryRunner.query(`DROP TABLE "campaign_installs"`);
    await queryRunner.query(`DROP TABLE "campaign_daily_installs"`);
    await queryRunner.query(`DROP TABLE "campaign_install_day"`);
  }
}
