import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DataSource, EntityManager } from 'typeorm';
import { arrayElement, arrayLiteral } from '../common/sql';
import { CampaignInstallsRepository, type CountingQuery, type CreditedInstalls } from '../tracking';
import { InstallImport } from './install-import.entity';
import type { InstallStore } from './install-store';

/** Serialises imports, so the order of their ids is the order they were applied in, across API processes. */
const IMPORT_LOCK_KEY = 0x696e7374;
/** An import's credited installs, and per day the values that named no handle, as read; a row of arrays each. */
export type InstallCounts = { credited: CreditedInstalls; unattributed: ReadonlyMap<string, ReadonlyMap<string, number>> };
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
  apply(record: NewInstallImport, days: string[], counts: InstallCounts, importedAt: Date): Promise<{ stored: InstallImport; created: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
      const existing = await manager.findOneBy(InstallImport, { sha256: record.sha256 });
      if (existing) return { stored: existing, created: false };
      const stored = await manager.save(manager.create(InstallImport, { ...record, importedAt }));
      await manager.query(`INSERT INTO install_import_day (import_id, store, day) SELECT $1, $2, unnest($3::date[])`, [stored.id, record.store, days]);
      await copyCounts(manager, stored.id, counts);
      await this.campaignInstalls.recount(manager, { store: record.store, days, counting: countingFor(record.store, days), countedNow: counts.credited });
      return { stored, created: true };
    });
  }

  /** The import before it counts again for its days, then its days and counts go with it (the foreign keys cascade). */
  remove(id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
      const removed = await manager.findOneBy(InstallImport, { id });
      if (!removed) return false;
      const rows: { day: string }[] = await manager.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM install_import_day WHERE import_id = $1`, [id]);
      const days = rows.map(({ day }) => day);
      await this.campaignInstalls.recount(manager, { store: removed.store, days, counting: countingFor(removed.store, days, id) });
      await manager.delete(InstallImport, { id });
      return true;
    });
  }

  /** Each store's last reported day: past it, a store's figures are not known yet, which is not 0. */
  async importedThrough(): Promise<ImportedThrough[]> {
    return this.dataSource.query(`SELECT store, to_char(max(day), 'YYYY-MM-DD') AS day FROM install_import_day GROUP BY store ORDER BY store`);
  }
}

/** The highest id among the imports reporting each of the store's days (`removed` left out): it alone counts for the day. */
function countingFor(store: InstallStore, days: string[], removed?: number): CountingQuery {
  return (param) => `SELECT DISTINCT ON (day) day, import_id FROM install_import_day
    WHERE store = ${param(store)} AND day = ANY(${param(days)}::date[])${removed === undefined ? '' : ` AND import_id <> ${param(removed)}`}
    ORDER BY day, import_id DESC`;
}

/** COPY's text format: a backslash, tab or line break in a value is escaped. */
function copyCell(value: string): string {
  return COPY_SPECIAL.test(value) ? value.replace(COPY_SPECIALS, (special) => COPY_ESCAPES[special]) : value;
}
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIALS = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** COPY FROM STDIN on the transaction's own connection: a row of arrays per day and campaign, a year's Google Play file some 3 MB of text. */
async function copyCounts(manager: EntityManager, importId: number, { credited, unattributed }: InstallCounts): Promise<void> {
  if (!manager.queryRunner) throw new Error("The counts are copied inside the import's transaction");
  const client = (await manager.queryRunner.connect()) as PoolClient;
  const copy = (sql: string, lines: string[]) => (lines.length === 0 ? undefined : pipeline(Readable.from([lines.join('')]), client.query(copyFrom(sql))));
  const elements = credited.handles.map(({ influencer }) => copyCell(arrayElement(influencer)));
  const creditedLines: string[] = [];
  for (const [day, campaigns] of credited.days) {
    for (const [campaign, { handles, installs }] of campaigns) {
      creditedLines.push(`${importId}\t${day}\t${campaign}\t{${handles.map((handle) => elements[handle]).join(',')}}\t${arrayLiteral(installs)}\n`);
    }
  }
  await copy('COPY install_count (import_id, day, campaign, influencers, installs) FROM STDIN', creditedLines);
  const unattributedLines = [...unattributed].map(([day, values]) => `${importId}\t${day}\t${copyCell(arrayLiteral([...values.keys()]))}\t${arrayLiteral([...values.values()])}\n`);
  await copy('COPY install_unattributed (import_id, day, "values", installs) FROM STDIN', unattributedLines);
}
