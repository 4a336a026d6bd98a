import type { APIRequestContext } from '@playwright/test';
import { logInToApi } from './admin';
import { expect } from './fixtures';

/** The API path of each campaign's tracking and stats calls (docs/api.md): `influencer` and `launch-party`'s. */
export type CampaignPath = 'influencer' | 'launch-party-influencer';

export type StatsRecord = {
  influencer: string;
  pageViews: number;
  appStoreClicks: number;
  playStoreClicks: number;
  uniqueVisitors: number;
  uniqueAppStoreClicks: number;
  uniquePlayStoreClicks: number;
  botCalls: number;
};

export type Traffic = { pageViews: number; appStoreClicks: number; playStoreClicks: number };

/** A link-preview crawler's user agent: its calls are bot calls (docs/api.md). */
export const CRAWLER = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

/** The browser of the `index`-th phone: each is its own visitor, though all come from this machine's one address. */
export function phoneAgent(index: number): string {
  return `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1 E2E/${index}`;
}

/** A handle no other test uses, so that its counts are exactly what this test sent. */
export function uniqueHandle(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * Sends tracking calls the way the public pages do, and checks each one was accepted. They all come
 * from one browser (`userAgent`, else the suite's own desktop browser): one visitor.
 */
export async function sendTraffic(request: APIRequestContext, campaignPath: CampaignPath, influencer: string, traffic: Traffic, userAgent?: string): Promise<void> {
  const calls = [
    ...Array.from({ length: traffic.pageViews }, () => 'page-view'),
    ...Array.from({ length: traffic.appStoreClicks }, () => 'app-store-click'),
    ...Array.from({ length: traffic.playStoreClicks }, () => 'play-store-click'),
  ];
  const headers = userAgent ? { 'user-agent': userAgent } : undefined;
  const responses = await Promise.all(calls.map((call) => request.post(`/api/${campaignPath}/${call}`, { data: { influencer }, headers })));
  expect(responses.map((response) => response.status())).toEqual(calls.map(() => 204));
}

/** Sends each visitor's traffic from a phone of its own (phoneAgent), `first` numbering the phones. */
export async function sendVisits(request: APIRequestContext, campaignPath: CampaignPath, influencer: string, visitors: Traffic[], first = 0): Promise<void> {
  await Promise.all(visitors.map((traffic, index) => sendTraffic(request, campaignPath, influencer, traffic, phoneAgent(first + index))));
}

/** The stats record of one handle in one campaign, read as the dashboards read it. */
export async function statsOf(request: APIRequestContext, campaignPath: CampaignPath, influencer: string): Promise<StatsRecord | undefined> {
  await logInToApi(request);
  const response = await request.get(`/api/${campaignPath}/stats`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as StatsRecord[]).find((record) => record.influencer === influencer);
}
