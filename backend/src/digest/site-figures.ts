/** UTC days YYYY-MM-DD, both inclusive, as the analytics API takes them. */
export type SiteRange = { from: string; to: string };

export type SiteFigures = { visitors: number; pageViews: number; storeTaps: number };

export type SiteRankingRow = { value: string; visitors: number };

export type SiteRanking = 'source' | 'page';

/** The site's figures of a range, read by the analytics service the dashboard uses (docs/analytics.md). */
export abstract class SiteFiguresReader {
  /** The range and the same number of days before it. */
  abstract summary(range: SiteRange): Promise<{ current: SiteFigures; previous: SiteFigures }>;

  abstract top(range: SiteRange, ranking: SiteRanking, limit: number): Promise<SiteRankingRow[]>;
}
