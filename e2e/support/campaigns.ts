import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, expect } from './fixtures';

export type StatsRecord = { influencer: string; pageViews: number; appStoreClicks: number; playStoreClicks: number };

/** A handle no other test uses, so that its counts are exactly what this test sent. */
export function uniqueHandle(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** The stats record of one handle in one campaign (`influencer` or `launch-party-influencer`), read as the dashboards read it. */
export async function statsOf(request: APIRequestContext, campaignPath: string, influencer: string): Promise<StatsRecord | undefined> {
  const login = await request.post('/api/admin/session', { data: { password: E2E_ADMIN_PASSWORD } });
  expect(login.status()).toBe(204);
  const response = await request.get(`/api/${campaignPath}/stats`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as StatsRecord[]).find((record) => record.influencer === influencer);
}
