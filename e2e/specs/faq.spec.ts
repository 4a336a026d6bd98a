import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectFitsNarrowPhone } from '../support/layout';

const ACCURACY = 'How accurate are the forecasts?';
const COST = /How much does .+ cost\?/;

/** A question is an h3 inside its summary: Playwright gives <summary> no role, its heading keeps one. */
const question = (page: Page, name: string | RegExp) => page.locator('summary').getByRole('heading', { level: 3, name });
const item = (page: Page, name: string | RegExp) => page.locator('details').filter({ has: question(page, name) });

/** The exclusive accordion from the browser alone: opening one answer closes the other, choosing it again closes it. */
async function expectOneAnswerOpenAtATime(page: Page) {
  await expect(page.locator('summary').getByRole('heading', { level: 3 })).toHaveCount(8);
  await expect(page.locator('details[open]')).toHaveCount(0);

  await question(page, ACCURACY).click();
  await expect(item(page, ACCURACY)).toHaveAttribute('open', '');
  await expect(page.getByText(/up to 7 days ahead/)).toBeVisible();

  await question(page, COST).click();
  await expect(item(page, COST)).toHaveAttribute('open', '');
  await expect(page.getByText(/free at this time/)).toBeVisible();
  await expect(item(page, ACCURACY)).not.toHaveAttribute('open');
  await expect(page.getByText(/up to 7 days ahead/)).toBeHidden();

  await question(page, COST).click();
  await expect(page.locator('details[open]')).toHaveCount(0);
  await expect(page.getByText(/free at this time/)).toBeHidden();
}

test.describe('the FAQ page', () => {
  test('keeps one answer open at a time, and closes the open one when it is chosen again', async ({ page }) => {
    await page.goto('/faq');
    await expectOneAnswerOpenAtATime(page);
  });

  test('works from the keyboard with a visible focus ring', async ({ page }) => {
    await page.goto('/faq');
    const spots = item(page, 'Which surf spots are supported?');
    const answer = spots.getByText(/Northern California, from Marin to Santa Cruz/);
    const summary = spots.locator('summary');
    await summary.focus();
    expect(await summary.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });

  test('serves the FAQPage structured data in the HTML and links to support', async ({ page, request }) => {
    const html = await (await request.get('/faq')).text();
    expect(html).toContain('"@type":"FAQPage"');
    await page.goto('/faq');
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
  });

  test('has no serious accessibility violations, with an answer open and on a 320px phone', async ({ page }) => {
    await page.goto('/faq');
    await question(page, 'Where does the forecast data come from?').click();
    await expect(page.getByText(/NOAA/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectFitsNarrowPhone(page);
  });
});

test.describe('the FAQ page before React loads (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('keeps one answer open at a time, and closes the open one when it is chosen again', async ({ page }) => {
    await page.goto('/faq');
    await expectOneAnswerOpenAtATime(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });
});
