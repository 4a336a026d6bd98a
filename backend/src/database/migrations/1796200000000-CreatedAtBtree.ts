import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/analytics.md, "Storage": a row inserted into an old page's free space widens that BRIN range to the present, and today's read scans it.
 * At 2 million events, 3,000 single inserts took today's count from 130 to 8,834 heap blocks (1.6 to 105 ms); the b-tree reads today's only (4 ms).
 */
export class CreatedAtBtree1796200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "analytics_event_created_at_brin"`);
    await queryRunner.query(`CREATE INDEX "analytics_event_created_at_idx" ON "analytics_event" ("created_at")`);
    await queryRunner.query(`DROP INDEX "web_vital_created_at_brin"`);
    await queryRunner.query(`CREATE INDEX "web_vital_created_at_idx" ON "web_vital" ("created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "web_vital_created_at_idx"`);
    await queryRunner.query(`CREATE INDEX "web_vital_created_at_brin" ON "web_vital" USING brin ("created_at")`);
    await queryRunner.query(`DROP INDEX "analytics_event_created_at_idx"`);
    await queryRunner.query(`CREATE INDEX "analytics_event_created_at_brin" ON "analytics_event" USING brin ("created_at")`);
  }
}
