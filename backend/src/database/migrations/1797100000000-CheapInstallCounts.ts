import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * bench/installs/README.md, "The import": a year's Google Play counts are as many rows as its file, and their foreign key's check per row,
 * the by-influencer index and the primary key cost 9 times the rows' own COPY. The import's counts are appended together by one COPY and are
 * unique by the reader's map of each day's values; they are read and deleted by import (remove), so a BRIN range on import_id is enough.
 * The read model's days are dropped by campaign and day.
 */
export class CheapInstallCounts1797100000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "install_count" DROP CONSTRAINT "install_count_import_fkey"`);
    await queryRunner.query(`DROP INDEX "install_count_by_influencer"`);
    await queryRunner.query(`ALTER TABLE "install_count" DROP CONSTRAINT "install_count_pkey"`);
    await queryRunner.query(`CREATE INDEX "install_count_by_import" ON "install_count" USING brin ("import_id")`);
    await queryRunner.query(`DROP INDEX "campaign_daily_installs_by_store_day"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "campaign_daily_installs_by_store_day" ON "campaign_daily_installs" ("store", "day")`);
    await queryRunner.query(`DROP INDEX "install_count_by_import"`);
    await queryRunner.query(`ALTER TABLE "install_count" ADD CONSTRAINT "install_count_pkey" PRIMARY KEY ("import_id", "day", "value")`);
    await queryRunner.query(`CREATE INDEX "install_count_by_influencer" ON "install_count" ("campaign", "influencer", "import_id", "day")`);
    await queryRunner.query(
      `ALTER TABLE "install_count" ADD CONSTRAINT "install_count_import_fkey" FOREIGN KEY ("import_id") REFERENCES "install_import"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
