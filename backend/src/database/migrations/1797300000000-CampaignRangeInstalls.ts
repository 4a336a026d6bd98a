import type { MigrationInterface, QueryRunner } from 'typeorm';

const INSTALL_COLUMNS = ['app_store_installs', 'play_store_installs', 'installs'];
const PER_100_VISITORS = `CREATE INDEX "campaign_range_stats_by_installs_per_100_visitors" ON "campaign_range_stats" ("range", ("installs"::float8 * 100 / nullif("unique_visitors", 0)) NULLS FIRST, "influencer")`;

/** A rolled-up range's installs in a table of their own, as all time's: 4 indexes for an import to change, not 17 (docs/architecture.md). */
export class CampaignRangeInstalls1797300000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "campaign_range_installs" (
        "range" integer NOT NULL,
        "influencer" character varying(40) NOT NULL,
        ${INSTALL_COLUMNS.map((column) => `"${column}" integer NOT NULL DEFAULT 0`).join(', ')},
        CONSTRAINT "campaign_range_installs_pkey" PRIMARY KEY ("range", "influencer")
      )`);
    for (const column of INSTALL_COLUMNS) {
      await queryRunner.query(`CREATE INDEX "campaign_range_installs_by_${column}" ON "campaign_range_installs" ("range", "${column}", "influencer")`);
    }
    await queryRunner.query(`
      INSERT INTO campaign_range_installs (range, influencer, ${INSTALL_COLUMNS.join(', ')})
      SELECT range, influencer, ${INSTALL_COLUMNS.join(', ')} FROM campaign_range_stats WHERE installs > 0`);
    await queryRunner.query(`DROP INDEX "campaign_range_stats_by_installs_per_100_visitors"`);
    for (const column of INSTALL_COLUMNS) await queryRunner.query(`ALTER TABLE "campaign_range_stats" DROP COLUMN "${column}"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of INSTALL_COLUMNS) {
      await queryRunner.query(`ALTER TABLE "campaign_range_stats" ADD "${column}" integer NOT NULL DEFAULT 0`);
      await queryRunner.query(`CREATE INDEX "campaign_range_stats_by_${column}" ON "campaign_range_stats" ("range", "${column}", "influencer")`);
    }
    await queryRunner.query(PER_100_VISITORS);
    await queryRunner.query(`
      UPDATE campaign_range_stats stats SET ${INSTALL_COLUMNS.map((column) => `${column} = installed.${column}`).join(', ')}
      FROM campaign_range_installs installed WHERE installed.range = stats.range AND installed.influencer = stats.influencer`);
    await queryRunner.query(`DROP TABLE "campaign_range_installs"`);
  }
}
