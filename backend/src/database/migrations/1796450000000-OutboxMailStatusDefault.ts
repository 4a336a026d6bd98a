import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One definition of the outbox columns (src/mail/outbox-mail.entity.ts): support_mail's status gets digest_mail's default. No row changes. */
export class OutboxMailStatusDefault1796450000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "support_mail" ALTER COLUMN "status" SET DEFAULT 'queued'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "support_mail" ALTER COLUMN "status" DROP DEFAULT`);
  }
}
