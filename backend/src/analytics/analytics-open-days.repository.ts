import { Injectable } from '@nestjs/common';
import { inJobTransaction } from '../database/job-transaction';
import { PgPool } from '../database/pg-pool';
import { ANALYTICS_EVENT_WRITE_LOCK } from './analytics-event.repository';
import { eventsOfDays, openApplySql, Params } from './analytics-sql-builders';

export type AdvanceOutcome = { settledEventId: string; addedDays: string[] };

/** Past it the job tries again at its next run, and the inserts queued behind its request go on. */
const SETTLE_LOCK_TIMEOUT_MS = 5_000;

@Injectable()
export class AnalyticsOpenDaysRepository {
  constructor(private readonly pool: PgPool) {}

  /**
   * The settled id (every event below it has committed) is read under the write lock, held briefly so inserts wait a moment at most; then, holding
   * analytics_open_state's row (two processes take turns), the tracked days advance to it and each new day of `days` is added whole.
   */
  async advanceOpenDays(days: readonly string[]): Promise<AdvanceOutcome> {
    const settled = await inJobTransaction(this.pool, async (query) => {
      await query(`SET LOCAL lock_timeout = ${SETTLE_LOCK_TIMEOUT_MS}`, []);
      await query('SELECT pg_advisory_xact_lock($1)', [ANALYTICS_EVENT_WRITE_LOCK]);
      const { records } = await query('SELECT coalesce(max(id), 0)::text AS id FROM analytics_event', []);
      return BigInt((records[0] as { id: string }).id);
    });
    return inJobTransaction(this.pool, async (query) => {
      // Locked first, alone: a statement that waited for the row reads everything else as it was before the wait.
      await query('SELECT FROM analytics_open_state FOR UPDATE', []);
      const { records } = await query(
        `SELECT settled_event_id::text AS settled_event_id,
           ARRAY(SELECT to_char(day, 'YYYY-MM-DD') FROM analytics_open_day ORDER BY day) AS tracked,
           ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest($1::date[]) AS d
                 WHERE NOT EXISTS (SELECT 1 FROM analytics_open_day open WHERE open.day = d)
                   AND NOT EXISTS (SELECT 1 FROM analytics_rolled_up rolled WHERE rolled.kind = 'day' AND rolled.day = d)
                 ORDER BY d) AS added
         FROM analytics_open_state`,
        [days],
      );
      const state = records[0] as { settled_event_id: string; tracked: string[]; added: string[] };
      const previous = BigInt(state.settled_event_id);
      // Another process may have settled a later id since this one read its own.
      const upTo = settled > previous ? settled : previous;
      if (upTo > previous && state.tracked.length > 0) {
        const params = new Params();
        await query(openApplySql(params, `e.id > ${params.add(previous)} AND e.id <= ${params.add(upTo)} AND ${eventsOfDays(params, state.tracked)}`), params.values);
      }
      for (const day of state.added) {
        const params = new Params();
        await query('INSERT INTO analytics_open_day (day) VALUES ($1)', [day]);
        await query(openApplySql(params, `${eventsOfDays(params, [day])} AND e.id <= ${params.add(upTo)}`), params.values);
      }
      await query('UPDATE analytics_open_state SET settled_event_id = $1', [upTo.toString()]);
      return { settledEventId: upTo.toString(), addedDays: state.added };
    });
  }
}
