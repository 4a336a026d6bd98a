import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateReportLink1795900000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "report_link" (
        "id" uuid NOT NULL,
        "token_hash" bytea NOT NULL,
        "campaign" character varying(32) NOT NULL,
        "influencer" character varying(40) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE,
        "last_opened_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "report_link_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "report_link_campaign_check" CHECK ("campaign" IN ('influencer', 'launch-party')),
        CONSTRAINT "report_link_token_hash_length" CHECK (octet_length("token_hash") = 32)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "report_link_token_hash_key" ON "report_link" ("token_hash")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "report_link"`);
  }
}
