import type { CreateAnalyticsEvent } from './api-types';
import { ANALYTICS_LIMITS, REFERRER_SCHEMES } from './contract';

export type LandingTags = Pick<CreateAnalyticsEvent, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'ref'>;

const LANDING_TAGS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign', ref: 'ref' } as const;

// eslint-disable-next-line no-control-regex -- control characters and line breaks are what the API refuses in a tag.
const ONE_LINE = /^[^\0-\x1f\x7f-\x9f\u2028\u2029]+$/;

/** The campaign tags of the URL a visitor landed on (docs/analytics.md); one the API would refuse, with the whole event, is left out. */
export function landingTagsOf(search: string): LandingTags {
  const query = new URLSearchParams(search);
  const tags: LandingTags = {};
  for (const [field, parameter] of Object.entries(LANDING_TAGS)) {
    const tag = query.get(parameter)?.trim();
    if (tag && tag.length <= ANALYTICS_LIMITS.tag && ONE_LINE.test(tag)) tags[field as keyof LandingTags] = tag;
  }
  return tags;
}

/**
 * document.referrer when the API takes it (an http(s) or android-app URL, docs/analytics.md), else
 * none: a `file:` or an extension's page names no source, and the visit counts as Direct.
 */
export function referrerOf(referrer: string): string | undefined {
  const sent = referrer.slice(0, ANALYTICS_LIMITS.referrer);
  if (!URL.canParse(sent)) return undefined;
  return (REFERRER_SCHEMES as readonly string[]).includes(new URL(sent).protocol) ? sent : undefined;
}
