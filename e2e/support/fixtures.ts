import { test as base, expect } from '@playwright/test';
import { BLANK_TILE } from './blank-tile';

export { expect };
export { E2E_ADMIN_PASSWORD } from './stack';

const TILE_HOST = /(^|\.)tile\.openstreetmap\.org$/;

/**
 * Every test runs against the stack of global-setup.ts, and nothing leaves this machine:
 * map tiles get a blank tile, store pages and any other outside address are aborted.
 * A test that expects a store navigation routes that URL itself (its route wins).
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring: it must be an object pattern, here empty.
  baseURL: async ({}, use) => {
    const baseUrl = process.env.E2E_BASE_URL;
    if (!baseUrl) throw new Error('E2E_BASE_URL is not set: global-setup.ts did not start the stack');
    await use(baseUrl);
  },
  context: async ({ context, baseURL }, use) => {
    const ownOrigin = new URL(baseURL as string).origin;
    await context.route(
      (url) => url.origin !== ownOrigin && url.protocol.startsWith('http'),
      (route) => {
        const { hostname } = new URL(route.request().url());
        if (TILE_HOST.test(hostname)) return route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE });
        return route.abort('blockedbyclient');
      },
    );
    await use(context);
  },
  // A prerendered button answers a tap only once React has hydrated the page, so `page.goto` also
  // waits for <html data-hydrated> on the site's own pages (those with the #root the app renders
  // into, not /api/docs); `waitUntil: 'commit'` still returns at once. A page whose actions the
  // first-paint script owns loads React at the visitor's first input (docs/first-paint.md), so the
  // visitor presses a key first, one that does nothing on its own.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isSitePage = options?.waitUntil !== 'commit' && (await page.locator('#root').count()) > 0;
      if (javaScriptEnabled !== false && isSitePage) {
        await page.keyboard.press('Shift');
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
  },
});
