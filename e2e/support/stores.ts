import type { Page } from '@playwright/test';

export const APP_STORE = /^https:\/\/apps\.apple\.com\//;
export const PLAY_STORE = /^https:\/\/play\.google\.com\//;

/** Answers both store listings here, so a visit to them can be seen without leaving the machine. */
export async function routeStores(page: Page): Promise<void> {
  for (const store of [APP_STORE, PLAY_STORE]) {
    await page.route(store, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Store listing</title><h1>Store listing</h1>' }));
  }
}
