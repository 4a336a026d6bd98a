import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of figures per (dimension, period, value), each with the column naming its period. */
const FIGURE_TABLES = [
  ['analytics_daily', 'day'],
  ['analytics_weekly', 'week'],
  ['analytics_monthly', 'month'],
  ['analytics_month_to_date', 'day'],
  ['analytics_month_from_date', 'day'],
] as const;
const FIGURES = ['visitors', 'page_views', 'events', 'store_visitors', 'bot_page_views'];
/** The open days' state: dropped whole, the job tracks the days again from the cleaned events (docs/analytics.md, "Open days"). */
const OPEN_DAY_TABLES = ['analytics_open_daily', 'analytics_open_visitor', 'analytics_open_tapper', 'analytics_open_day'];

/**
 * Tokens are stored as SHA-256 only (docs/report-links.md), so every stored `/report/<token>` becomes `/report`, a period's rows merged with their
 * figures added (a visitor of two reports on one day stays counted in each). No way down: the tokens are gone.
 */
export class ReportTokensOut1796510000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['path', 'label', 'referrer_path']) {
      await queryRunner.query(`UPDATE "analytics_event" SET "${column}" = '/report' WHERE "${column}" LIKE '/report/%'`);
    }
    await queryRunner.query(`UPDATE "web_vital" SET "path" = '/report' WHERE "path" LIKE '/report/%'`);
    for (const [table, period] of FIGURE_TABLES) {
      await queryRunner.query(`
        WITH moved AS (
          DELETE FROM "${table}" WHERE "value" LIKE '/report/%'
          RETURNING "dimension", "${period}", ${FIGURES.map((figure) => `"${figure}"`).join(', ')}
        )
        INSERT INTO "${table}" AS kept ("dimension", "${period}", "value", ${FIGURES.map((figure) => `"${figure}"`).join(', ')})
        SELECT "dimension", "${period}", '/report', ${FIGURES.map((figure) => `sum("${figure}")`).join(', ')}
        FROM moved GROUP BY "dimension", "${period}"
        ON CONFLICT ("dimension", "${period}", "value") DO UPDATE SET ${FIGURES.map((figure) => `"${figure}" = kept."${figure}" + EXCLUDED."${figure}"`).join(', ')}`);
    }
    for (const table of OPEN_DAY_TABLES) await queryRunner.query(`DELETE FROM "${table}"`);
  }

  async down(): Promise<void> {
    // The tokens are not kept anywhere: the cleaned rows stay as they are.
  }
}
