import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock';
import { DAY_WINDOW, lastDayOfWindow } from '../common/days';
import { DomainError } from '../common/domain-error';
import type { AllConfig } from '../config/config.type';
import { CAMPAIGNS, type Campaign } from '../tracking';
import { StatsReaderService } from '../tracking';
import { handlesNamed, type NamedHandle, namedHandle } from './campaign-values';
import type { InstallImportDto } from './dto/install-import.dto';
import type { InstallPreviewDto, UnattributedInstallsDto } from './dto/install-preview.dto';
import type { InstallsThroughDto } from './dto/installs-through.dto';
import type { InstallImport } from './install-import.entity';
import { type InstallCounts, InstallRepository } from './install.repository';
import { daysOf, type StoreFile, StoreFileReader } from './store-file.reader';

/** A file as received: read, hashed and measured as it arrived. */
export type UploadedFile = { fileName: string; size: number; sha256: string; read: StoreFile };

type Credit = { campaign: Campaign; influencer: string } | { shared: string[] };

type Examined = { preview: Omit<InstallPreviewDto, 'imported'>; counts: InstallCounts };

const importDto = (stored: InstallImport): InstallImportDto => ({
  id: stored.id,
  fileName: stored.fileName,
  size: stored.size,
  sha256: stored.sha256,
  store: stored.store,
  app: stored.app,
  firstDay: stored.firstDay,
  lastDay: stored.lastDay,
  days: daysOf(stored).length,
  rows: stored.rows,
  installs: stored.installs,
  importedAt: stored.importedAt.toISOString(),
});

@Injectable()
export class InstallsService {
  constructor(
    private readonly installs: InstallRepository,
    private readonly stats: StatsReaderService,
    private readonly config: ConfigService<AllConfig, true>,
    private readonly clock: Clock,
  ) {}

  /** A reader for one upload, of this site's apps and the days a file may report. */
  reader(): StoreFileReader {
    const apps = this.config.getOrThrow('installs.apps', { infer: true });
    return new StoreFileReader({ apps, days: { from: DAY_WINDOW.first, to: lastDayOfWindow(this.clock.now()) } });
  }

  async preview(file: UploadedFile): Promise<InstallPreviewDto> {
    const { preview } = await this.examine(file);
    const existing = await this.installs.bySha256(file.sha256);
    return { ...preview, imported: existing ? importDto(existing) : null };
  }

  /** Stores the file in one transaction; the same file again changes nothing and answers `created: false`. */
  async apply(file: UploadedFile): Promise<{ preview: InstallPreviewDto; created: boolean }> {
    const { preview, counts } = await this.examine(file);
    const { read } = file;
    const record = {
      store: read.store,
      app: read.app,
      fileName: file.fileName,
      size: file.size,
      sha256: file.sha256,
      rows: read.rows,
      installs: preview.installs,
      firstDay: read.firstDay,
      lastDay: read.lastDay,
    };
    const { stored, created } = await this.installs.apply(record, daysOf(read), counts, this.clock.now());
    return { preview: { ...preview, imported: importDto(stored) }, created };
  }

  async list(): Promise<InstallImportDto[]> {
    return (await this.installs.newestFirst()).map(importDto);
  }

  /** For the dashboards, the report page and the digest: "App Store through 24 Nov, Google Play through 20 Nov". */
  async through(): Promise<InstallsThroughDto> {
    const days = new Map((await this.installs.importedThrough()).map(({ store, day }) => [store, day]));
    return { appStore: days.get('app-store') ?? null, playStore: days.get('play-store') ?? null };
  }

  async remove(id: number): Promise<void> {
    if (!(await this.installs.remove(id))) throw new DomainError('INSTALL_IMPORT_NOT_FOUND', 'No such import: it may have been removed already');
  }

  private async examine({ fileName, size, sha256, read }: UploadedFile): Promise<Examined> {
    const credits = await this.credits(read);
    const [credited, unattributedByDay] = [new Map<string, Map<Campaign, Map<string, number>>>(), new Map<string, Map<string, number>>()];
    const unattributed = new Map<string, UnattributedInstallsDto>();
    const influencers = new Set<Credit>();
    let [installs, attributedInstalls] = [0, 0];
    for (const [day, ofDay] of read.installs) {
      const creditedOfDay = new Map<Campaign, Map<string, number>>();
      const unattributedOfDay = new Map<string, number>();
      for (const [valueIndex, dayInstalls] of ofDay) {
        const credit = credits[valueIndex];
        installs += dayInstalls;
        if (credit && 'campaign' in credit) {
          attributedInstalls += dayInstalls;
          influencers.add(credit);
          if (dayInstalls === 0) continue;
          const handles = creditedOfDay.get(credit.campaign) ?? new Map<string, number>();
          handles.set(credit.influencer, (handles.get(credit.influencer) ?? 0) + dayInstalls);
          creditedOfDay.set(credit.campaign, handles);
          continue;
        }
        const value = read.values[valueIndex];
        unattributedOfDay.set(value, dayInstalls);
        const entry = unattributed.get(value) ?? { value, installs: 0, influencers: credit ? credit.shared : [] };
        entry.installs += dayInstalls;
        unattributed.set(value, entry);
      }
      if (creditedOfDay.size > 0) credited.set(day, creditedOfDay);
      if (unattributedOfDay.size > 0) unattributedByDay.set(day, unattributedOfDay);
    }
    const preview = {
      fileName,
      size,
      sha256,
      store: read.store,
      app: read.app,
      firstDay: read.firstDay,
      lastDay: read.lastDay,
      days: daysOf(read).length,
      rows: read.rows,
      installs,
      attributedInstalls,
      influencers: influencers.size,
      unattributed: [...unattributed.values()].sort((a, b) => b.installs - a.installs || a.value.localeCompare(b.value)),
    };
    return { preview, counts: { credited, unattributed: unattributedByDay } };
  }

  /** Each value's handle, by the value's index, among the handles the campaigns have counted (one read per campaign); undefined for a value without one. */
  private async credits({ store, values }: StoreFile): Promise<(Credit | undefined)[]> {
    const named = new Map<number, NamedHandle>();
    for (const [index, value] of values.entries()) {
      const handle = namedHandle(store, value);
      if (handle) named.set(index, handle);
    }
    const credits = new Array<Credit | undefined>(values.length).fill(undefined);
    // One credit a handle, shared by the values that name it: examine() counts the handles by identity.
    const handleCredits = new Map<string, Credit>();
    const creditOf = (campaign: Campaign, influencer: string): Credit => {
      const key = `${campaign}:${influencer}`;
      const credit = handleCredits.get(key) ?? { campaign, influencer };
      handleCredits.set(key, credit);
      return credit;
    };
    // The campaigns' reads at once, on two connections: PostgreSQL answers both while the API waits.
    await Promise.all(
      CAMPAIGNS.map(async (campaign) => {
        const ofCampaign = [...named].filter(([, handle]) => handle.campaign === campaign);
        if (ofCampaign.length === 0) return;
        const handles = ofCampaign.flatMap(([, handle]) => ('handle' in handle ? [handle.handle] : []));
        const prefixes = ofCampaign.flatMap(([, handle]) => ('prefix' in handle ? [handle.prefix] : []));
        const known = new Set(await this.stats.knownHandles(campaign, handles, prefixes));
        for (const [index, handle] of ofCampaign) {
          const matches = handlesNamed(handle, known);
          if (matches.length === 1) credits[index] = creditOf(campaign, matches[0]);
          else if (matches.length > 1) credits[index] = { shared: matches };
        }
      }),
    );
    return credits;
  }
}
