import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/layout';

/** The marketing and download pages, each scanned as a visitor sees it (with an invite where it applies). */
const PAGES = ['/', '/old_home', '/getapp', '/qr/app', '/invite?influencer=surfer_jane', '/launch-party-santa-cruz?influencer=surfer_jane', '/news'];

/** Scrolls down the page as a reader would, so every section has faded in before it is checked. */
async function revealEverySection(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0);
  // Lets the last fade-in transition finish.
  await page.waitForTimeout(700);
}

test.describe('the home page', () => {
  test('shows the hero, the beta signup and the features at their anchors, in that order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ride Perfect Waves, Every Time' })).toBeVisible();
    const anchors = await page.locator('main [id="hero"], main [id="join-beta"], main [id="features"]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(anchors).toEqual(['hero', 'join-beta', 'features']);
    await expect(page.getByLabel('Email address')).toHaveCount(2);
  });

  test('is readable before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ride Perfect Waves, Every Time' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Everything you check before a session, in one place' })).toBeVisible();
    await context.close();
  });

  test('fades sections in once as they scroll into view, and not at all under reduced motion', async ({ browser, baseURL }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion, baseURL, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The visitor starts to scroll: their first input loads React, which animates the sections still below.
      await page.mouse.wheel(0, 40);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const features = page.locator('#features [data-reveal]').first();
      if (reducedMotion === 'reduce') {
        await expect(features).toHaveAttribute('data-reveal', 'static');
      } else {
        await expect(features).toHaveAttribute('data-reveal', 'waiting');
        await features.scrollIntoViewIfNeeded();
        await expect(features).toHaveAttribute('data-reveal', 'revealed');
      }
      await context.close();
    }
  });
});

test.describe('the prerendered marketing and download pages', () => {
  for (const path of PAGES) {
    test(`${path} hydrates without a script error`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the marketing and download pages on a 320px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of PAGES) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }
});

test.describe('accessibility of the marketing and download pages', () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      // A full scan of a long page takes several seconds on a busy machine.
      test.slow();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await revealEverySection(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
