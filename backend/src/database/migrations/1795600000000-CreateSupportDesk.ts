import type { MigrationInterface, QueryRunner } from 'typeorm';

/** docs/support-desk.md: a status per request, and one row per mail with its delivery state. */
export class CreateSupportDesk1795600000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "support_request"
        ADD "status" character varying(20) NOT NULL DEFAULT 'open',
        ADD "status_changed_at" TIMESTAMP WITH TIME ZONE,
        ADD "status_changed_by" character varying(64),
        ADD CONSTRAINT "support_request_status_check" CHECK ("status" IN ('open', 'answered', 'closed'))`);
    await queryRunner.query(`CREATE INDEX "support_request_status_created_at" ON "support_request" ("status", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "support_mail" (
        "id" uuid NOT NULL,
        "request_id" uuid NOT NULL,
        "kind" character varying(20) NOT NULL,
        "recipient" character varying(254) NOT NULL,
        "status" character varying(20) NOT NULL,
        "skip_reason" character varying(20),
        "attempts" integer NOT NULL DEFAULT 0,
        "last_attempt_at" TIMESTAMP WITH TIME ZONE,
        "sent_at" TIMESTAMP WITH TIME ZONE,
        "last_error" character varying(1000),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "support_mail_kind_check" CHECK ("kind" IN ('team', 'receipt')),
        CONSTRAINT "support_mail_status_check" CHECK ("status" IN ('queued', 'sent', 'failed', 'skipped')),
        CONSTRAINT "support_mail_skip_reason_check" CHECK ("skip_reason" IN ('receipt-limit', 'no-transport')),
        CONSTRAINT "support_mail_skipped_check" CHECK (("status" = 'skipped') = ("skip_reason" IS NOT NULL)),
        CONSTRAINT "support_mail_request_kind_key" UNIQUE ("request_id", "kind"),
        CONSTRAINT "support_mail_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "support_mail_request_fkey" FOREIGN KEY ("request_id") REFERENCES "support_request" ("id") ON DELETE CASCADE
      )`);
    // The receipt limit counts an address's receipts of the last 24 hours in any letter case.
    await queryRunner.query(`CREATE INDEX "support_mail_receipt_recipient_created_at" ON "support_mail" (lower("recipient"), "created_at") WHERE "kind" = 'receipt'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "support_mail"`);
    await queryRunner.query(`DROP INDEX "support_request_status_created_at"`);
    await queryRunner.query(`
      ALTER TABLE "support_request"
        DROP CONSTRAINT "support_request_status_check",
        DROP COLUMN "status_changed_by",
        DROP COLUMN "status_changed_at",
        DROP COLUMN "status"`);
  }
}
