import type { APIRequestContext } from '@playwright/test';
import { logInToApi } from './admin';
import { expect } from './fixtures';

/** The API path of each campaign's tracking and stats calls (docs/api.md): `influencer` and `launch-party`'s. */
export type CampaignPath = 'influencer' | 'launch-party-influencer';

export type StatsRecord = { influencer: string; pageViews: number; appStoreClicks: number; playStoreClicks: number };

type Traffic = { pageViews: number; appStoreClicks: number; playStoreClicks: number };

/** A handle no other test uses, so that its counts are exactly what this test sent. */
export function uniqueHandle(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** Sends tracking calls the way the public pages do, and checks each one was accepted. */
export async function sendTraffic(request: APIRequestContext, campaignPath: CampaignPath, influencer: string, traffic: Traffic): Promise<void> {
  const calls = [
    ...Array.from({ length: traffic.pageViews }, () => 'page-view'),
    ...Array.from({ length: traffic.appStoreClicks }, () => 'app-store-click'),
    ...Array.from({ length: traffic.playStoreClicks }, () => 'play-store-click'),
  ];
  const responses = await Promise.all(calls.map((call) => request.post(`/api/${campaignPath}/${call}`, { data: { influencer } })));
  expect(responses.map((response) => response.status())).toEqual(calls.map(() => 204));
}

/** The stats record of one handle in one campaign, read as the dashboards read it. */
export async function statsOf(request: APIRequestContext, campaignPath: CampaignPath, influencer: string): Promise<StatsRecord | undefined> {
  await logInToApi(request);
  const response = await request.get(`/api/${campaignPath}/stats`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as StatsRecord[]).find((record) => record.influencer === influencer);
}
