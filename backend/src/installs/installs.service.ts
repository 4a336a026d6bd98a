import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock';
import { DAY_WINDOW, lastDayOfWindow } from '../common/days';
import { DomainError } from '../common/domain-error';
import type { AllConfig } from '../config/config.type';
import { CAMPAIGNS, type Campaign, type HandleInstalls } from '../tracking';
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

/** A value's handle (one object a handle, `id` its index among the file's), or the handles a cut token names alike. */
type HandleCredit = { campaign: Campaign; influencer: string; id: number };
type Credit = HandleCredit | { shared: string[] };

/** The day's handles by campaign, in the order first credited; their sums in `ofDay` are reset to 0 for the next day. */
function byCampaign(touched: readonly HandleCredit[], ofDay: Float64Array): Map<Campaign, HandleInstalls> {
  const campaigns = new Map<Campaign, { handles: number[]; installs: number[] }>();
  for (const { campaign, id } of touched) {
    const handles = campaigns.get(campaign) ?? { handles: [], installs: [] };
    campaigns.set(campaign, handles);
    handles.handles.push(id);
    handles.installs.push(ofDay[id]);
    ofDay[id] = 0;
  }
  return campaigns;
}

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
    const { credits, handles } = await this.credits(read);
    const [credited, unattributedByDay] = [new Map<string, Map<Campaign, HandleInstalls>>(), new Map<string, Map<string, number>>()];
    const unattributed = new Map<string, UnattributedInstallsDto>();
    const { days, day, value, installs: counted } = read.counts;
    const { length } = day;
    // By a handle's id: its installs of the day (the values that name it add up), and whether any value named it.
    const [ofDay, named] = [new Float64Array(handles.length), new Uint8Array(handles.length)];
    const touched: HandleCredit[] = [];
    let [installs, attributedInstalls] = [0, 0];
    for (let at = 0; at < length;) {
      const dayIndex = day[at];
      const unattributedOfDay = new Map<string, number>();
      for (; at < length && day[at] === dayIndex; at += 1) {
        const credit = credits[value[at]];
        const dayInstalls = counted[at];
        installs += dayInstalls;
        if (credit && 'campaign' in credit) {
          attributedInstalls += dayInstalls;
          named[credit.id] = 1;
          if (dayInstalls === 0) continue;
          if (ofDay[credit.id] === 0) touched.push(credit);
          ofDay[credit.id] += dayInstalls;
          continue;
        }
        const valueRead = read.values[value[at]];
        unattributedOfDay.set(valueRead, dayInstalls);
        const entry = unattributed.get(valueRead) ?? { value: valueRead, installs: 0, influencers: credit ? credit.shared : [] };
        entry.installs += dayInstalls;
        unattributed.set(valueRead, entry);
      }
      if (touched.length > 0) credited.set(days[dayIndex], byCampaign(touched, ofDay));
      if (unattributedOfDay.size > 0) unattributedByDay.set(days[dayIndex], unattributedOfDay);
      touched.length = 0;
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
      influencers: named.reduce((sum, one) => sum + one, 0),
      unattributed: [...unattributed.values()].sort((a, b) => b.installs - a.installs || a.value.localeCompare(b.value)),
    };
    return { preview, counts: { credited: { handles, days: credited }, unattributed: unattributedByDay } };
  }

  /** Each value's handle, by the value's index, among the handles the campaigns have counted (one read per campaign); undefined for a value without one. */
  private async credits({ store, values }: StoreFile): Promise<{ credits: (Credit | undefined)[]; handles: HandleCredit[] }> {
    const named = new Map<number, NamedHandle>();
    for (const [index, value] of values.entries()) {
      const handle = namedHandle(store, value);
      if (handle) named.set(index, handle);
    }
    const credits = new Array<Credit | undefined>(values.length).fill(undefined);
    const handleCredits = new Map<string, HandleCredit>();
    const creditOf = (campaign: Campaign, influencer: string): HandleCredit => {
      const key = `${campaign}:${influencer}`;
      const credit = handleCredits.get(key) ?? { campaign, influencer, id: handleCredits.size };
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
    return { credits, handles: [...handleCredits.values()] };
  }
}
