import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A rolled-up range's visitors beside its installs, so that its installs per 100 visitors have an index (bench/installs/README.md). */
export class RangeInstallsVisitors1797400000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "campaign_range_installs" ADD "unique_visitors" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      UPDATE campaign_range_installs installed SET unique_visitors = stats.unique_visitors
      FROM campaign_range_stats stats WHERE stats.range = installed.range AND stats.influencer = installed.influencer`);
    await queryRunner.query(
      `CREATE INDEX "campaign_range_installs_by_installs_per_100_visitors" ON "campaign_range_installs" ("range", ("installs"::float8 * 100 / nullif("unique_visitors", 0)) NULLS FIRST, "influencer")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "campaign_range_installs_by_installs_per_100_visitors"`);
    await queryRunner.query(`ALTER TABLE "campaign_range_installs" DROP COLUMN "unique_visitors"`);
  }
}
