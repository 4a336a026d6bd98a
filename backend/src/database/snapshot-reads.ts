import type { PoolClient } from 'pg';
import type { PgPool } from './pg-pool';

/** Equal snapshots: nothing committed in between, anywhere in the cluster. */
const CURRENT_SNAPSHOT = 'SELECT pg_current_snapshot()::text AS snapshot';

type Read<T> = { startedAt: number; value: Promise<{ snapshot: string; value: T }> };

type KeyState<T> = {
  answer?: { snapshot: string; startedAt: number; value: T };
  running?: Read<T>;
  /** The read that starts when the running one ends, shared by everyone who arrived after that one started. */
  next?: Promise<T>;
};

/**
 * docs/architecture.md, "Reads that repeat": an answer is reused while pg_current_snapshot() is unchanged; callers share only a read that started after
 * they arrived, so it holds every write they could have seen. One read per key runs and one waits: 100 clients cost two reads, not 100 connections.
 */
export class SnapshotReads {
  private readonly keys = new Map<string, KeyState<unknown>>();

  constructor(
    private readonly pool: PgPool,
    private readonly keysKept: number,
  ) {}

  async read<T>(key: string, run: (client: PoolClient) => Promise<T>): Promise<T> {
    const arrivedAt = performance.now();
    const state = this.stateOf<T>(key);
    if (state.answer) {
      const { rows } = await this.pool.query<{ snapshot: string }>(CURRENT_SNAPSHOT);
      if (rows[0].snapshot === state.answer.snapshot) return state.answer.value;
    }
    if (state.running && state.running.startedAt >= arrivedAt) return (await state.running.value).value;
    if (state.running) {
      state.next ??= state.running.value
        .catch(() => undefined)
        .then(() => {
          state.next = undefined;
          return this.start(state, run);
        });
      return state.next;
    }
    return this.start(state, run);
  }

  private stateOf<T>(key: string): KeyState<T> {
    let state = this.keys.get(key);
    if (!state) {
      if (this.keys.size >= this.keysKept) this.keys.delete(this.keys.keys().next().value as string);
      state = {};
      this.keys.set(key, state);
    }
    return state as KeyState<T>;
  }

  private async start<T>(state: KeyState<T>, run: (client: PoolClient) => Promise<T>): Promise<T> {
    const read: Read<T> = { startedAt: performance.now(), value: this.inSnapshot(run) };
    state.running = read;
    try {
      const answer = await read.value;
      if (!state.answer || state.answer.startedAt < read.startedAt) state.answer = { ...answer, startedAt: read.startedAt };
      return answer.value;
    } finally {
      if (state.running === read) state.running = undefined;
    }
  }

  private async inSnapshot<T>(run: (client: PoolClient) => Promise<T>): Promise<{ snapshot: string; value: T }> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ snapshot: string }>(CURRENT_SNAPSHOT);
      const value = await run(client);
      await client.query('COMMIT');
      client.release();
      return { snapshot: rows[0].snapshot, value };
    } catch (error) {
      // A broken connection is dropped from the pool rather than handed to the next request.
      client.release(error as Error);
      throw error;
    }
  }
}
