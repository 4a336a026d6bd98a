import type { MigrationInterface, QueryRunner } from 'typeorm';

/** docs/digest.md: the weekly digest's mails, one weekly row per week. */
export class CreateDigestMail1796000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "digest_mail" (
        "id" uuid NOT NULL,
        "kind" character varying(20) NOT NULL,
        "week_start" date NOT NULL,
        "recipients" text NOT NULL,
        "status" character varying(20) NOT NULL DEFAULT 'queued',
        "attempts" integer NOT NULL DEFAULT 0,
        "last_attempt_at" TIMESTAMP WITH TIME ZONE,
        "sent_at" TIMESTAMP WITH TIME ZONE,
        "last_error" character varying(1000),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "digest_mail_kind_check" CHECK ("kind" IN ('weekly', 'preview')),
        CONSTRAINT "digest_mail_status_check" CHECK ("status" IN ('queued', 'sent', 'failed')),
        CONSTRAINT "digest_mail_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "digest_mail_weekly_week_start" ON "digest_mail" ("week_start") WHERE "kind" = 'weekly'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "digest_mail"`);
  }
}
