import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAnalyticsEvent1795305000004 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "analytics_event" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "event" character varying(40) NOT NULL,
        "category" character varying(64) NOT NULL,
        "label" character varying(100),
        "value" integer,
        "path" character varying(200) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "analytics_event_pkey" PRIMARY KEY ("id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "analytics_event"`);
  }
}
