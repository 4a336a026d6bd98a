import { Injectable } from '@nestjs/common';
import { type AnalyticsFiguresDto, AnalyticsReportsService } from '../analytics';
import { type SiteFigures, SiteFiguresReader, type SiteRange, type SiteRanking, type SiteRankingRow } from './site-figures';

const figures = ({ visitors, pageViews, storeTaps }: AnalyticsFiguresDto): SiteFigures => ({ visitors, pageViews, storeTaps });

/** The analytics dashboard's own summary and breakdown, unfiltered. */
@Injectable()
export class AnalyticsSiteFigures extends SiteFiguresReader {
  constructor(private readonly reports: AnalyticsReportsService) {
    super();
  }

  async summary(range: SiteRange): Promise<{ current: SiteFigures; previous: SiteFigures }> {
    const { current, previous } = await this.reports.summary(range);
    return { current: figures(current), previous: figures(previous) };
  }

  async top(range: SiteRange, ranking: SiteRanking, limit: number): Promise<SiteRankingRow[]> {
    const { rows } = await this.reports.breakdown({ ...range, dimension: ranking, limit });
    return rows.map(({ value, visitors }) => ({ value, visitors }));
  }
}
