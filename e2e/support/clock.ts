import type { Page } from '@playwright/test';

const START = new Date('2026-06-01T08:00:00Z');

/**
 * Installs Playwright's clock, stopped: the page's timers (the open-the-app flow's, the app
 * loader's idle callback) run only when the test runs the clock forward, from the moment the page
 * started them, however long the page took to load.
 */
export async function stopTheClock(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
}
