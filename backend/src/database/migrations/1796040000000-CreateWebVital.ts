import type { MigrationInterface, QueryRunner } from 'typeorm';

/** docs/analytics.md, "Speed": a vital is NULL when not measured before the page was hidden; appended in time order, hence BRIN on time. */
export class CreateWebVital1796040000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "web_vital" (
        "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "path" character varying(200) NOT NULL,
        "lcp" double precision,
        "inp" double precision,
        "cls" double precision,
        "fcp" double precision,
        "ttfb" double precision,
        "connection" character varying(8),
        "device" character varying(16) NOT NULL,
        "screen" character varying(16),
        "browser" character varying(40),
        "os" character varying(40),
        "country" character(2),
        "source" character varying(64),
        "utm_source" character varying(100),
        "utm_medium" character varying(100),
        "utm_campaign" character varying(100),
        "ref" character varying(100),
        CONSTRAINT "web_vital_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "web_vital_created_at_brin" ON "web_vital" USING brin ("created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "web_vital"`);
  }
}
