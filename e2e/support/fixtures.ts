import { test as base, expect } from '@playwright/test';
import { BLANK_TILE } from './blank-tile';

export { expect };
export { E2E_ADMIN_PASSWORD } from './stack';

const TILE_HOST = /(^|\.)tile\.openstreetmap\.org$/;

/**
 * Every test runs against the stack of global-setup.ts, and nothing leaves this machine:
 * map tiles get a blank tile, store pages and any other outside address are aborted.
 * A test that expects a store navigation routes that URL itself (its route wins). Nothing here acts
 * for the visitor: a page is what its HTML paints, React arrives at the visitor's own first input
 * (docs/first-paint.md), and a spec that needs React gets it as a visitor would, and says so.
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
});
