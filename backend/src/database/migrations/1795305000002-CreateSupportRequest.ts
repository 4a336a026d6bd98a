import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSupportRequest1795305000002 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "support_request" (
        "id" uuid NOT NULL,
        "name" character varying(100) NOT NULL,
        "email" character varying(254) NOT NULL,
        "subject" character varying(200) NOT NULL,
        "category" character varying(20) NOT NULL,
        "priority" character varying(20) NOT NULL,
        "description" character varying(5000) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "support_request_category_check"
          CHECK ("category" IN ('account', 'forecasts', 'app', 'billing', 'community', 'data', 'technical', 'feedback', 'other')),
        CONSTRAINT "support_request_priority_check" CHECK ("priority" IN ('low', 'medium', 'high', 'urgent')),
        CONSTRAINT "support_request_pkey" PRIMARY KEY ("id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "support_request"`);
  }
}
