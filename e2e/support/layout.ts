import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The page scrolls only downward: nothing is wider than its viewport. */
export async function expectNoSidewaysScroll(page: Page, message?: string): Promise<void> {
  const width = page.viewportSize()?.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), message).toBeLessThanOrEqual(width ?? 0);
}

/** Narrowed to a 320px phone, the narrowest the site is laid out for, the page still scrolls only downward. */
export async function expectFitsNarrowPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page);
}
