import { PgPool } from '../src/database/pg-pool';
import { SnapshotReads } from '../src/database/snapshot-reads';
import { createTestDatabase, queryDatabase, type TestDatabase } from './test-app';

describe('reads kept by snapshot and shared', () => {
  let database: TestDatabase;
  let pool: PgPool;
  let reads: SnapshotReads;
  let runs: number;

  /** The rows of `wave`, counting each time the read really runs; `pause` seconds inside it. */
  const waves = (pause = 0) =>
    reads.read('waves', async (client) => {
      runs += 1;
      if (pause) await client.query('SELECT pg_sleep($1)', [pause]);
      return (await client.query<{ n: number }>('SELECT n FROM wave ORDER BY n')).rows.map((row) => row.n);
    });
  const addWave = (n: number) => queryDatabase(database.url, 'INSERT INTO wave (n) VALUES ($1)', [n]);

  beforeAll(async () => {
    database = await createTestDatabase();
    await queryDatabase(database.url, 'CREATE TABLE wave (n int)');
    pool = new PgPool(database.url);
  });
  beforeEach(async () => {
    reads = new SnapshotReads(pool, 10);
    runs = 0;
    await queryDatabase(database.url, 'TRUNCATE wave');
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it('answer again without reading while nothing is committed, and read again after any commit', async () => {
    await addWave(1);
    expect(await waves()).toEqual([1]);
    expect(await waves()).toEqual([1]);
    expect(runs).toBe(1);
    await addWave(2);
    expect(await waves()).toEqual([1, 2]);
    expect(runs).toBe(2);
  });

  it('run at most two reads for fifty callers at once, each answer holding every write before its call', async () => {
    await addWave(1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => waves(0.05)));
    expect(answers.every((answer) => answer.join() === '1')).toBe(true);
    expect(runs).toBeLessThanOrEqual(2);
  });

  it('never hand a caller a read that started before it arrived', async () => {
    await addWave(1);
    const slow = waves(0.5);
    await new Promise((resolveSoon) => setTimeout(resolveSoon, 150));
    await addWave(2);
    const later = waves();
    expect(await slow).toEqual([1]);
    expect(await later).toEqual([1, 2]);
    expect(runs).toBe(2);
  });

  it('pass a failed read to its callers and read afresh on the next call', async () => {
    await addWave(1);
    const failing = reads.read('waves', async (client) => (await client.query('SELECT n FROM no_such_table')).rows);
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect(await waves()).toEqual([1]);
    expect(runs).toBe(1);
  });
});
