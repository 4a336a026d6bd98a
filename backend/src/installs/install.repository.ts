import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DataSource, EntityManager } from 'typeorm';
import { type Campaign, CampaignInstallsRepository, type CountedQuery } from '../tracking';
import { InstallImport } from './install-import.entity';
import type { InstallStore } from './install-store';

/** Serialises imports, so the order of their ids is the order they were applied in, across API processes. */
const IMPORT_LOCK_KEY = 0x696e7374;
/** Rows per COPY of an import's counts: each one's text stays a few MB. */
const COUNTS_PER_STATEMENT = 20_000;

export type InstallCountRow = { day: string; value: string; campaign: Campaign | null; influencer: string | null; installs: number };
export type NewInstallImport = Omit<InstallImport, 'id' | 'importedAt'>;
export type ImportedThrough = { store: InstallStore; day: string };

@Injectable()
export class InstallRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly campaignInstalls: CampaignInstallsRepository,
  ) {}

  bySha256(sha256: string): Promise<InstallImport | null> {
    return this.dataSource.getRepository(InstallImport).findOneBy({ sha256 });
  }

  newestFirst(): Promise<InstallImport[]> {
    return this.dataSource.getRepository(InstallImport).find({ order: { id: 'DESC' } });
  }

  /** One transaction; the same file (by SHA-256) stored before is answered instead, and nothing is written. */
  apply(record: NewInstallImport, days: string[], counts: InstallCountRow[], importedAt: Date): Promise<{ stored: InstallImport; created: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
      const existing = await manager.findOneBy(InstallImport, { sha256: record.sha256 });
      if (existing) return { stored: existing, created: false };
      const stored = await manager.save(manager.create(InstallImport, { ...record, importedAt }));
      await manager.query(`INSERT INTO install_import_day (import_id, store, day) SELECT $1, $2, unnest($3::date[])`, [stored.id, record.store, days]);
      for (let start = 0; start < counts.length; start += COUNTS_PER_STATEMENT) await insertCounts(manager, stored.id, counts.slice(start, start + COUNTS_PER_STATEMENT));
      // The highest id: it alone counts for each of its days.
      const counted: CountedQuery = (param) => `SELECT campaign, influencer, day, sum(installs)::int AS installs
        FROM install_count WHERE import_id = ${param(stored.id)} AND campaign IS NOT NULL GROUP BY campaign, influencer, day`;
      await this.campaignInstalls.replace(manager, { store: record.store, days, reportedDays: days, counted });
      return { stored, created: true };
    });
  }

  /** Its days and counts go with it, so the import before it counts again for those days; its row first, as the lock on its counts. */
  remove(id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
      const removed = await manager.findOneBy(InstallImport, { id });
      if (!removed) return false;
      const rows: { day: string }[] = await manager.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM install_import_day WHERE import_id = $1`, [id]);
      const days = rows.map(({ day }) => day);
      await manager.delete(InstallImport, { id });
      await manager.query('DELETE FROM install_count WHERE import_id = $1', [id]);
      await this.recount(manager, removed.store, days);
      return true;
    });
  }

  /** The store's days as now counted, written to tracking's installs (docs/architecture.md, "Installs beside visits"). */
  private async recount(manager: EntityManager, store: InstallStore, days: string[]): Promise<void> {
    const counted: CountedQuery = (param) => `WITH counting AS (
        SELECT DISTINCT ON (day) day, import_id FROM install_import_day WHERE store = ${param(store)} AND day = ANY(${param(days)}::date[]) ORDER BY day, import_id DESC
      )
      SELECT count.campaign, count.influencer, count.day, sum(count.installs)::int AS installs
      FROM counting JOIN install_count count ON count.import_id = counting.import_id AND count.day = counting.day
      WHERE count.campaign IS NOT NULL
      GROUP BY count.campaign, count.influencer, count.day`;
    const reported: { day: string }[] = await manager.query(
      `SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM install_import_day WHERE store = $1 AND day = ANY($2::date[])`,
      [store, days],
    );
    await this.campaignInstalls.replace(manager, { store, days, reportedDays: reported.map(({ day }) => day), counted });
  }

  /** Each store's last reported day: past it, a store's figures are not known yet, which is not 0. */
  async importedThrough(): Promise<ImportedThrough[]> {
    return this.dataSource.query(`SELECT store, to_char(max(day), 'YYYY-MM-DD') AS day FROM install_import_day GROUP BY store ORDER BY store`);
  }
}

/** COPY's text format: a backslash, tab or line break in a value is escaped, and \\N is null. */
function copyCell(value: string | null): string {
  if (value === null) return '\\N';
  return COPY_SPECIAL.test(value) ? value.replace(COPY_SPECIALS, (special) => COPY_ESCAPES[special]) : value;
}
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIALS = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** COPY FROM STDIN on the transaction's own connection: a year's counts as text, without the array literals of an insert from unnest. */
async function insertCounts(manager: EntityManager, importId: number, counts: InstallCountRow[]): Promise<void> {
  if (!manager.queryRunner) throw new Error("The counts are copied inside the import's transaction");
  const client = (await manager.queryRunner.connect()) as PoolClient;
  const text = counts.map((row) => `${importId}\t${row.day}\t${copyCell(row.value)}\t${copyCell(row.campaign)}\t${copyCell(row.influencer)}\t${row.installs}\n`).join('');
  await pipeline(Readable.from([text]), client.query(copyFrom('COPY install_count (import_id, day, value, campaign, influencer, installs) FROM STDIN')));
}
