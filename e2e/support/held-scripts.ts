import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Every script file of the build: the first-paint script, which first paint needs, is inline in the HTML. */
const APP_SCRIPT = /\/assets\/[^/]+\.js(\?|$)/;

/**
 * Holds back the app's JavaScript (React, the page chunks) until `release()`: the page is what a
 * visitor on a slow connection has between first paint and hydration, for as long as the test
 * wants. Requests wait in the browser; released, they are answered as usual.
 */
export async function holdAppScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Opens `path` as painted, React not yet there: returns once the
 * page has loaded, which the held scripts do not delay.
 */
export async function openPainted(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
}
