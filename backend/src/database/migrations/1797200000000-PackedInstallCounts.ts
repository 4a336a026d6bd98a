import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What counts per handle, day and store: the counting import of each reported day, its handles' installs unpacked. */
const COUNTED = `SELECT counted.campaign, handle.influencer, reported.day, reported.store, handle.installs
  FROM campaign_install_day reported
  JOIN install_count counted ON counted.import_id = reported.import_id AND counted.day = reported.day
  CROSS JOIN LATERAL unnest(counted.influencers, counted.installs) AS handle (influencer, installs)`;

const COUNTING = `SELECT DISTINCT ON (store, day) store, day, import_id FROM install_import_day ORDER BY store, day, import_id DESC`;

/**
 * bench/installs/README.md, "The import": counts packed a day and campaign, the day rows a view of the counting imports'. The values that
 * credited a handle are not kept (down() names each by its App Store token, uncut).
 */
export class PackedInstallCounts1797200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "install_count" RENAME TO "install_count_rows"`);
    await queryRunner.query(`
      CREATE TABLE "install_count" (
        "import_id" integer NOT NULL,
        "day" date NOT NULL,
        "campaign" character varying(20) NOT NULL,
        "influencers" character varying(40)[] NOT NULL,
        "installs" integer[] NOT NULL,
        CONSTRAINT "install_count_campaign_check" CHECK ("campaign" IN ('influencer', 'launch-party')),
        CONSTRAINT "install_count_pkey" PRIMARY KEY ("import_id", "day", "campaign"),
        CONSTRAINT "install_count_import_fkey" FOREIGN KEY ("import_id") REFERENCES "install_import"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE "install_unattributed" (
        "import_id" integer NOT NULL,
        "day" date NOT NULL,
        "values" character varying(500)[] NOT NULL,
        "installs" integer[] NOT NULL,
        CONSTRAINT "install_unattributed_pkey" PRIMARY KEY ("import_id", "day"),
        CONSTRAINT "install_unattributed_import_fkey" FOREIGN KEY ("import_id") REFERENCES "install_import"("id") ON DELETE CASCADE
      )`);
    // Uncompressed: pglz doubled the COPY of a year's counts, for arrays that are read whole anyway.
    for (const [table, columns] of [
      ['install_count', ['influencers', 'installs']],
      ['install_unattributed', ['values', 'installs']],
    ] as const) {
      for (const column of columns) await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "${column}" SET STORAGE EXTERNAL`);
    }
    await queryRunner.query(`
      INSERT INTO install_count (import_id, day, campaign, influencers, installs)
      SELECT import_id, day, campaign, array_agg(influencer ORDER BY influencer), array_agg(installs ORDER BY influencer)
      FROM (
        SELECT import_id, day, campaign, influencer, sum(installs)::int AS installs FROM install_count_rows
        WHERE campaign IS NOT NULL GROUP BY import_id, day, campaign, influencer HAVING sum(installs) > 0
      ) credited
      GROUP BY import_id, day, campaign`);
    await queryRunner.query(`
      INSERT INTO install_unattributed (import_id, day, "values", installs)
      SELECT import_id, day, array_agg(value ORDER BY value), array_agg(installs ORDER BY value) FROM install_count_rows WHERE campaign IS NULL GROUP BY import_id, day`);
    await queryRunner.query(`DROP TABLE "install_count_rows"`);
    await queryRunner.query(`ALTER TABLE "campaign_install_day" ADD "import_id" integer`);
    await queryRunner.query(`UPDATE campaign_install_day reported SET import_id = counting.import_id FROM (${COUNTING}) counting
      WHERE counting.store = reported.store AND counting.day = reported.day`);
    await queryRunner.query(`ALTER TABLE "campaign_install_day" ALTER COLUMN "import_id" SET NOT NULL`);
    await queryRunner.query(`DROP TABLE "campaign_daily_installs"`);
    await queryRunner.query(`CREATE VIEW "campaign_daily_installs" AS ${COUNTED}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP VIEW "campaign_daily_installs"`);
    await queryRunner.query(`
      CREATE TABLE "campaign_daily_installs" (
        "campaign" character varying(20) NOT NULL,
        "influencer" character varying(40) NOT NULL,
        "day" date NOT NULL,
        "store" character varying(20) NOT NULL,
        "installs" integer NOT NULL,
        CONSTRAINT "campaign_daily_installs_store_check" CHECK ("store" IN ('app-store', 'play-store')),
        CONSTRAINT "campaign_daily_installs_pkey" PRIMARY KEY ("campaign", "influencer", "day", "store")
      )`);
    await queryRunner.query(`CREATE INDEX "campaign_daily_installs_by_day" ON "campaign_daily_installs" ("campaign", "day")`);
    await queryRunner.query(`INSERT INTO campaign_daily_installs (campaign, influencer, day, store, installs) ${COUNTED}`);
    await queryRunner.query(`ALTER TABLE "campaign_install_day" DROP COLUMN "import_id"`);
    await queryRunner.query(`
      CREATE TABLE "install_count_rows" (
        "import_id" integer NOT NULL,
        "day" date NOT NULL,
        "value" character varying(500) NOT NULL,
        "campaign" character varying(20),
        "influencer" character varying(40),
        "installs" integer NOT NULL,
        CONSTRAINT "install_count_campaign_check" CHECK ("campaign" IN ('influencer', 'launch-party')),
        CONSTRAINT "install_count_attributed_check" CHECK (("campaign" IS NULL) = ("influencer" IS NULL))
      )`);
    await queryRunner.query(`
      INSERT INTO install_count_rows (import_id, day, value, campaign, influencer, installs)
      SELECT counted.import_id, counted.day, counted.campaign || ':' || handle.influencer, counted.campaign, handle.influencer, handle.installs
      FROM install_count counted CROSS JOIN LATERAL unnest(counted.influencers, counted.installs) AS handle (influencer, installs)
      UNION ALL
      SELECT unattributed.import_id, unattributed.day, value.value, NULL, NULL, value.installs
      FROM install_unattributed unattributed CROSS JOIN LATERAL unnest(unattributed."values", unattributed.installs) AS value (value, installs)`);
    await queryRunner.query(`DROP TABLE "install_unattributed"`);
    await queryRunner.query(`DROP TABLE "install_count"`);
    await queryRunner.query(`ALTER TABLE "install_count_rows" RENAME TO "install_count"`);
    await queryRunner.query(`CREATE INDEX "install_count_by_import" ON "install_count" USING brin ("import_id")`);
  }
}
