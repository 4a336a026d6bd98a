import { type Campaign, CAMPAIGNS } from '../tracking';
import { parseInfluencerHandle } from '../tracking';
import { APPLE_CAMPAIGN_TOKEN_CUT_MARK, APPLE_CAMPAIGN_TOKEN_MAX_LENGTH, appleCampaignToken } from './apple-campaign-token';
import type { InstallStore } from './install-store';

export type NamedHandle = { campaign: Campaign; handle: string } | { campaign: Campaign; prefix: string; token: string };

const isCampaign = (value: string): value is Campaign => (CAMPAIGNS as readonly string[]).includes(value);

/** The handle an App Store `ct` token or a Google Play UTM pair names (docs/api.md, "Installs"); undefined when it names none. */
export function namedHandle(store: InstallStore, value: string): NamedHandle | undefined {
  if (store === 'play-store') {
    const params = new URLSearchParams(value);
    const campaign = params.get('utm_campaign')?.trim().toLowerCase() ?? '';
    const handle = parseInfluencerHandle(params.get('utm_source') ?? '');
    return isCampaign(campaign) && handle ? { campaign, handle } : undefined;
  }
  const token = value.toLowerCase();
  const colon = token.indexOf(':');
  const campaign = token.slice(0, colon);
  if (colon < 0 || !isCampaign(campaign)) return undefined;
  const rest = token.slice(colon + 1);
  const cut = rest.lastIndexOf(APPLE_CAMPAIGN_TOKEN_CUT_MARK);
  if (token.length === APPLE_CAMPAIGN_TOKEN_MAX_LENGTH && cut > 0) return { campaign, prefix: rest.slice(0, cut), token };
  const handle = parseInfluencerHandle(rest);
  return handle && appleCampaignToken({ campaign, influencer: handle }) === token ? { campaign, handle } : undefined;
}

/** The known handles a value names: none, one, or (a cut token two handles share) several. */
export function handlesNamed(named: NamedHandle, known: ReadonlySet<string>): string[] {
  if ('handle' in named) return known.has(named.handle) ? [named.handle] : [];
  return [...known].filter((handle) => handle.startsWith(named.prefix) && appleCampaignToken({ campaign: named.campaign, influencer: handle }) === named.token).sort();
}
