import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAdminLoginFailure1795400000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "admin_login_failure" (
        "id" BIGSERIAL NOT NULL,
        "client" character varying(64) NOT NULL,
        "failed_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "admin_login_failure_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "admin_login_failure_failed_at" ON "admin_login_failure" ("failed_at")`);
    await queryRunner.query(`CREATE INDEX "admin_login_failure_client_failed_at" ON "admin_login_failure" ("client", "failed_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "admin_login_failure"`);
  }
}
