import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateBetaSignup1795305000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "beta_signup" (
        "id" uuid NOT NULL,
        "email" character varying(254) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "beta_signup_email_key" UNIQUE ("email"),
        CONSTRAINT "beta_signup_pkey" PRIMARY KEY ("id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "beta_signup"`);
  }
}
