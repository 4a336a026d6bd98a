import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The stores' install reports (installs/): each import, the days it covers and its installs per day and campaign value. */
export class CreateInstallImports1796900000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "install_import" (
        "id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
        "store" character varying(20) NOT NULL,
        "app" character varying(200) NOT NULL,
        "file_name" character varying(255) NOT NULL,
        "size" integer NOT NULL,
        "sha256" character(64) NOT NULL,
        "rows" integer NOT NULL,
        "installs" integer NOT NULL,
        "first_day" date NOT NULL,
        "last_day" date NOT NULL,
        "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "install_import_sha256_key" UNIQUE ("sha256"),
        CONSTRAINT "install_import_store_check" CHECK ("store" IN ('app-store', 'play-store')),
        CONSTRAINT "install_import_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "install_import_day" (
        "import_id" integer NOT NULL,
        "day" date NOT NULL,
        "store" character varying(20) NOT NULL,
        CONSTRAINT "install_import_day_store_check" CHECK ("store" IN ('app-store', 'play-store')),
        CONSTRAINT "install_import_day_pkey" PRIMARY KEY ("import_id", "day")
      )`);
    await queryRunner.query(`CREATE INDEX "install_import_day_by_store_day" ON "install_import_day" ("store", "day", "import_id")`);
    await queryRunner.query(`
      CREATE TABLE "install_count" (
        "import_id" integer NOT NULL,
        "day" date NOT NULL,
        "value" character varying(500) NOT NULL,
        "campaign" character varying(20),
        "influencer" character varying(40),
        "installs" integer NOT NULL,
        CONSTRAINT "install_count_campaign_check" CHECK ("campaign" IN ('influencer', 'launch-party')),
        CONSTRAINT "install_count_attributed_check" CHECK (("campaign" IS NULL) = ("influencer" IS NULL)),
        CONSTRAINT "install_count_pkey" PRIMARY KEY ("import_id", "day", "value")
      )`);
    await queryRunner.query(`CREATE INDEX "install_count_by_influencer" ON "install_count" ("campaign", "influencer", "import_id", "day")`);
    await queryRunner.query(
      `ALTER TABLE "install_import_day" ADD CONSTRAINT "install_import_day_import_fkey" FOREIGN KEY ("import_id") REFERENCES "install_import"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "install_count" ADD CONSTRAINT "install_count_import_fkey" FOREIGN KEY ("import_id") REFERENCES "install_import"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "install_count"`);
    await queryRunner.query(`DROP TABLE "install_import_day"`);
    await queryRunner.query(`DROP TABLE "install_import"`);
  }
}
