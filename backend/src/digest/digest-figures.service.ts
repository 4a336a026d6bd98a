import { Injectable } from '@nestjs/common';
import { InstallsService, type InstallsThroughDto } from '../installs';
import { SupportDeskService, type SupportWeekCounts } from '../support';
import { type Campaign, CAMPAIGNS, type InfluencerStatsDto, StatsReaderService } from '../tracking';
import { type DigestWeek, utcBounds } from './digest-week';
import { type SiteFigures, SiteFiguresReader, type SiteRanking, type SiteRankingRow } from './site-figures';

export const TOP_SITE_ROWS = 5;
export const TOP_INFLUENCERS = 10;

export type InfluencerWeek = Pick<
  InfluencerStatsDto,
  | 'influencer'
  | 'uniqueVisitors'
  | 'pageViews'
  | 'appStoreClicks'
  | 'playStoreClicks'
  | 'uniqueAppStoreClicks'
  | 'uniquePlayStoreClicks'
  | 'appStoreInstalls'
  | 'playStoreInstalls'
  | 'installs'
>;

export type SiteWeek = { current: SiteFigures; previous: SiteFigures; top: Record<SiteRanking, SiteRankingRow[]> };

export type DigestFigures = {
  week: DigestWeek;
  site: SiteWeek;
  campaigns: { campaign: Campaign; influencers: InfluencerWeek[] }[];
  installsThrough: InstallsThroughDto;
  support: SupportWeekCounts;
};

/** Every figure from the services behind the admin dashboards, for the week's UTC days, so that the two always agree. */
@Injectable()
export class DigestFiguresService {
  constructor(
    private readonly stats: StatsReaderService,
    private readonly desk: SupportDeskService,
    private readonly installs: InstallsService,
    private readonly site: SiteFiguresReader,
  ) {}

  async of(week: DigestWeek): Promise<DigestFigures> {
    const { from, to } = utcBounds(week);
    const [site, campaigns, installsThrough, support] = await Promise.all([
      this.siteWeek(week),
      Promise.all(CAMPAIGNS.map(async (campaign) => ({ campaign, influencers: await this.topInfluencers(campaign, week) }))),
      this.installs.through(),
      this.desk.weekCounts(from, to),
    ]);
    return { week, site, campaigns, installsThrough, support };
  }

  private async siteWeek({ monday, sunday }: DigestWeek): Promise<SiteWeek> {
    const range = { from: monday, to: sunday };
    const [{ current, previous }, source, page] = await Promise.all([
      this.site.summary(range),
      this.site.top(range, 'source', TOP_SITE_ROWS),
      this.site.top(range, 'page', TOP_SITE_ROWS),
    ]);
    return { current, previous, top: { source, page } };
  }

  /** The admin API's own answer for ?from=&to=&sort=uniqueVisitors&order=desc&limit=10: the same bytes its dashboard reads. */
  private async topInfluencers(campaign: Campaign, { monday, sunday }: DigestWeek): Promise<InfluencerWeek[]> {
    const query = { from: monday, to: sunday, sort: 'uniqueVisitors', order: 'desc', limit: TOP_INFLUENCERS, offset: 0 } as const;
    const records = JSON.parse((await this.stats.recordsJson(campaign, query)).body.toString('utf8')) as InfluencerStatsDto[];
    return records.filter((record) => record.uniqueVisitors > 0);
  }
}
