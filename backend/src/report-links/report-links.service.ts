import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock';
import { clickConversion, percentOf } from '../common/conversion';
import { DAY_MS, type DayRange } from '../common/days';
import { DomainError } from '../common/domain-error';
import type { AllConfig } from '../config/config.type';
import { InstallsService } from '../installs';
import { type Campaign, CAMPAIGN_PAGES, CAMPAIGNS, type InfluencerStatsDto, parseInfluencerHandle, StatsReaderService } from '../tracking';
import type { CreateReportLinkDto } from './dto/create-report-link.dto';
import type { CreatedReportLinkDto, ReportLinkDto } from './dto/report-link.dto';
import type { ReportDto, ReportQueryDto } from './dto/report.dto';
import type { ReportLink } from './report-link.entity';
import { ReportLinkRepository } from './report-link.repository';
import { isReportToken, newReportToken, REPORT_PAGE_PATH, reportDays, reportTokenHash } from './report-link.rules';

export const REPORT_LINK_NOT_FOUND = 'This report link is no longer valid';

const notFound = () => new DomainError('REPORT_LINK_NOT_FOUND', REPORT_LINK_NOT_FOUND);

type ReportInstalls = Pick<InfluencerStatsDto, 'appStoreInstalls' | 'playStoreInstalls' | 'installs' | 'installsPer100Visitors'>;

const installsOf = ({ appStoreInstalls, playStoreInstalls, installs, installsPer100Visitors }: InfluencerStatsDto): ReportInstalls => ({
  appStoreInstalls,
  playStoreInstalls,
  installs,
  installsPer100Visitors,
});

function toDto(link: ReportLink): ReportLinkDto {
  return {
    id: link.id,
    campaign: link.campaign,
    influencer: link.influencer,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt?.toISOString() ?? null,
    lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
  };
}

@Injectable()
export class ReportLinksService {
  private readonly publicSiteUrl: string;

  constructor(
    private readonly links: ReportLinkRepository,
    private readonly stats: StatsReaderService,
    private readonly installs: InstallsService,
    private readonly clock: Clock,
    config: ConfigService<AllConfig, true>,
  ) {
    this.publicSiteUrl = config.getOrThrow('app.publicSiteUrl', { infer: true });
  }

  async create({ campaign, influencer, expiresInDays }: CreateReportLinkDto): Promise<CreatedReportLinkDto> {
    const token = newReportToken();
    const now = this.clock.now();
    const link = await this.links.insert({
      id: randomUUID(),
      tokenHash: reportTokenHash(token),
      campaign,
      influencer,
      createdAt: now,
      expiresAt: expiresInDays === undefined ? null : new Date(now.getTime() + expiresInDays * DAY_MS),
      lastOpenedAt: null,
    });
    const { lastOpenedAt: _never, ...created } = toDto(link);
    return { ...created, url: `${this.publicSiteUrl}${REPORT_PAGE_PATH}/${token}` };
  }

  async list(): Promise<ReportLinkDto[]> {
    return (await this.links.newestFirst()).map(toDto);
  }

  async revoke(id: string): Promise<void> {
    if (!(await this.links.delete(id))) throw notFound();
  }

  /** Every call checks the link in PostgreSQL, so a revoke holds at once on every API process. */
  async report(token: string, { range, campaign, influencer }: ReportQueryDto): Promise<ReportDto> {
    if (!isReportToken(token)) throw notFound();
    const named = {
      campaign: campaign === undefined ? undefined : CAMPAIGNS.find((known) => known === campaign),
      influencer: influencer === undefined ? undefined : parseInfluencerHandle(influencer),
    };
    if ((campaign !== undefined && !named.campaign) || (influencer !== undefined && !named.influencer)) throw notFound();
    const now = this.clock.now();
    const link = await this.links.open(reportTokenHash(token), now, named);
    if (!link) throw notFound();
    const days = reportDays(range, now);
    const [{ record, daily }, installsThrough] = await Promise.all([this.stats.influencer(link.campaign, link.influencer, days), this.installs.through()]);
    const pageViews = record?.pageViews ?? 0;
    const appStoreClicks = record?.appStoreClicks ?? 0;
    const playStoreClicks = record?.playStoreClicks ?? 0;
    return {
      influencer: link.influencer,
      campaign: link.campaign,
      range,
      ...days,
      visitors: record?.uniqueVisitors ?? 0,
      pageViews,
      appStoreClicks,
      playStoreClicks,
      conversion: percentOf(clickConversion({ storeTaps: appStoreClicks + playStoreClicks, pageViews })),
      ...(record ? installsOf(record) : await this.noInstalls(days)),
      installsThrough,
      daily: daily.map((day) => ({
        date: day.date,
        visitors: day.uniqueVisitors,
        pageViews: day.pageViews,
        appStoreClicks: day.appStoreClicks,
        playStoreClicks: day.playStoreClicks,
        appStoreInstalls: day.appStoreInstalls,
        playStoreInstalls: day.playStoreInstalls,
        installs: day.installs,
      })),
      inviteLink: this.inviteLink(link.campaign, link.influencer),
      lastUpdated: record?.updatedAt ?? null,
    };
  }

  /** No record: neither a call nor an install in the range, so 0 for a store that reported any of its days, else null. */
  private async noInstalls({ from, to }: Partial<DayRange>): Promise<ReportInstalls> {
    const reported = await this.stats.storesReported({ from, to });
    const appStoreInstalls = reported['app-store'] ? 0 : null;
    const playStoreInstalls = reported['play-store'] ? 0 : null;
    return { appStoreInstalls, playStoreInstalls, installs: appStoreInstalls ?? playStoreInstalls, installsPer100Visitors: null };
  }

  private inviteLink(campaign: Campaign, influencer: string): string {
    return `${this.publicSiteUrl}${CAMPAIGN_PAGES[campaign]}?influencer=${encodeURIComponent(influencer)}`;
  }
}
