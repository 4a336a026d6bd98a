import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility';
import { analyticsEvent } from '../support/analytics';
import { expect, test } from '../support/fixtures';
import { expectFitsNarrowPhone } from '../support/layout';
import { APP_STORE, routeStores } from '../support/stores';

const SPOT_PATH = '/spots/steamerlane_point';
const BREAKS = ['The Point', 'Middle Peak', 'Indicators'];
const MAP_HEIGHT_PX = 400;
const SPOT_ZOOM = 15;

/** The zoom level of every map tile the page asked for, read from the tile URLs (…/{z}/{x}/{y}.png). */
function watchTileZooms(page: Page): number[] {
  const zooms: number[] = [];
  page.on('request', (request) => {
    const match = /tile\.openstreetmap\.org\/(\d+)\/\d+\/\d+\.png$/.exec(request.url());
    if (match) zooms.push(Number(match[1]));
  });
  return zooms;
}

test.describe('the Steamer Lane Point spot page', () => {
  test('shows every section of the sample forecast', async ({ page }) => {
    await page.goto(SPOT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Steamer Lane Point' })).toBeVisible();
    await expect(page.getByText('Santa Cruz, California')).toBeVisible();
    await expect(page).toHaveTitle(/Steamer Lane Point/);

    const conditions = page.getByRole('region', { name: 'Current conditions' });
    await expect(conditions.getByText('Waist to chest high')).toBeVisible();
    await expect(conditions.getByText('5 mph NNE')).toBeVisible();
    await expect(conditions.getByText('2.4 ft')).toBeVisible();
    await expect(conditions.getByText('Incoming', { exact: true })).toBeVisible();
    await expect(conditions.getByText('Optimal tide: -2 to 3 ft, incoming or outgoing')).toBeVisible();
    await expect(conditions.getByText('Air 61°F')).toBeVisible();
    await expect(conditions.getByText('Water 57°F')).toBeVisible();

    const ai = page.getByRole('region', { name: 'AI surf companion' });
    await expect(ai.getByText('GOOD', { exact: true })).toBeVisible();
    await expect(ai.getByText('Updated 7:30 AM PDT')).toBeVisible();
    await expect(ai.getByRole('button', { name: 'Ask a question' })).toBeVisible();

    const forecast = page.getByRole('region', { name: 'Surf forecast' });
    await expect(forecast.getByRole('list', { name: '8-day forecast' }).getByRole('listitem')).toHaveCount(8);
    await expect(forecast.getByRole('list', { name: 'Hourly surf quality' }).getByRole('listitem')).toHaveCount(15);
    await expect(forecast.getByText('Sunrise 7:19am')).toBeVisible();
    await expect(forecast.getByText('Sunset 6:33pm')).toBeVisible();
    await expect(forecast.getByRole('list', { name: 'Air temperature' }).getByRole('listitem')).toHaveText([/54°F/, /61°F/, /66°F/, /64°F/, /57°F/]);
    const waveModel = forecast.getByRole('list', { name: 'Nearshore wave model' }).getByRole('listitem');
    await expect(waveModel).toHaveText([
      /Ankle-high1\.2 ft · 8 s250°/,
      /Chest-high4\.1 ft · 14 s290°/,
      /Waist-high3\.2 ft · 13 s285°/,
      /Knee-high2\.0 ft · 11 s275°/,
      /Overhead6\.5 ft · 16 s295°/,
    ]);
    await expect(forecast.getByRole('list', { name: 'Wind', exact: true }).getByRole('listitem')).toHaveText([/4 mph45°/, /5 mph22°/, /11 mph250°/, /16 mph285°/, /9 mph300°/]);
    for (const tick of ['6ft', '3ft', '0ft', '-3ft', '-6ft']) await expect(forecast.getByText(tick, { exact: true })).toBeVisible();
    await expect(forecast.getByTestId('tide-high')).toHaveText([/High 4\.1 ft\s*1:48am/, /High 5\.3 ft\s*1:36pm/]);
    await expect(forecast.getByTestId('tide-low')).toHaveText([/Low 1\.2 ft\s*7:55am/, /Low -0\.7 ft\s*8:31pm/]);
    await expect(page.getByRole('table', { name: 'High and low tides' }).getByRole('row')).toHaveCount(5);

    const download = page.getByRole('region', { name: 'Download the app' });
    await expect(download.getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', '/getapp');
    await expect(download.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(download.getByRole('link', { name: /Google Play/ })).toBeVisible();

    await expect(page.getByRole('region', { name: 'Spot map' }).getByRole('button', { name: 'Explore Nearby Spots' })).toBeVisible();

    const chat = page.getByRole('region', { name: 'Latest from spot chat' });
    await expect(chat.getByTestId('chat-message')).toHaveCount(4);
    await expect(chat.getByTestId('chat-message').first()).toContainText('Jess Alvarez7:15 AM');
    await expect(chat.getByRole('textbox', { name: 'Post message' })).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Send message' })).toBeVisible();
    await chat.getByRole('link', { name: 'Read Community Guidelines' }).click();
    await expect(page).toHaveURL(/\/community-guidelines$/);
  });

  test('shows the breaks on a 400px map at zoom 15 with their popups, blank tiles, credit, and no scroll-wheel zoom', async ({ page }) => {
    const tileZooms = watchTileZooms(page);
    await page.goto(SPOT_PATH);
    const map = page.getByRole('region', { name: 'Map of the breaks at Steamer Lane Point' });
    const markers = map.getByRole('button', { name: new RegExp(`^(${BREAKS.join('|')})$`) });
    await expect(markers).toHaveCount(3);
    const box = await map.boundingBox();
    expect(box?.height).toBeCloseTo(MAP_HEIGHT_PX, 0);

    // By keyboard, as the popups of these close breaks cover their neighbours' markers: Enter opens, Escape closes.
    for (const name of BREAKS) {
      await map.getByRole('button', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(map.locator('.leaflet-popup-content')).toHaveText(name);
      await page.keyboard.press('Escape');
      await expect(map.locator('.leaflet-popup-content')).toHaveCount(0);
    }
    await map.getByRole('button', { name: 'The Point', exact: true }).click();
    await expect(map.locator('.leaflet-popup-content')).toHaveText('The Point');
    await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    await expect(map.getByText('contributors')).toBeVisible();
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    expect(new Set(tileZooms)).toEqual(new Set([SPOT_ZOOM]));

    await map.hover();
    await page.mouse.wheel(0, -600);
    await page.waitForTimeout(400);
    expect(new Set(tileZooms)).toEqual(new Set([SPOT_ZOOM]));
  });

  test('records a store badge click as an analytics event, then opens the store', async ({ page }) => {
    await routeStores(page);
    await page.goto(SPOT_PATH);
    // The badge is a plain link that works before the script runs; the event needs the script.
    await expect(page.getByRole('button', { name: 'The Point' })).toBeVisible();
    const event = analyticsEvent(page, 'app_store_click');
    await page
      .getByRole('region', { name: 'Download the app' })
      .getByRole('link', { name: /App Store/ })
      .click();
    expect((await event).postDataJSON()).toEqual({ event: 'app_store_click', category: 'download', label: 'spot_steamerlane_point', path: SPOT_PATH, screenWidth: 1280 });
    await expect(page).toHaveURL(APP_STORE);
    await expect(page.getByRole('heading', { name: 'Store listing' })).toBeVisible();
  });

  test('invites the visitor to the app instead of posting, asking or exploring, with the store buttons', async ({ page }) => {
    await page.goto(SPOT_PATH);
    // The map's markers only appear once the page's script runs: from then on, the buttons open the dialogs.
    await expect(page.getByRole('button', { name: 'The Point' })).toBeVisible();
    const chat = page.getByRole('region', { name: 'Latest from spot chat' });
    await chat.getByRole('textbox', { name: 'Post message' }).fill('Anyone out at the Point?');
    await chat.getByRole('textbox', { name: 'Post message' }).press('Enter');
    let dialog = page.getByRole('dialog', { name: 'Post in spot chat from the app' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Google Play/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Ask a question' }).click();
    dialog = page.getByRole('dialog', { name: 'Ask the AI surf companion in the app' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Maybe later' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Explore Nearby Spots' }).click();
    await expect(page.getByRole('dialog', { name: 'Explore nearby spots in the app' })).toBeVisible();
  });

  test('sets its head tags and a Smart App Banner that opens this spot in the app', async ({ page }) => {
    await page.goto(SPOT_PATH);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/spots\/steamerlane_point$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Steamer Lane Point/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Steamer Lane Point/);
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute('content', /^app-id=\d+, app-argument=https?:\/\/[^ ]+\/spots\/steamerlane_point$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto(SPOT_PATH);
    await expect(page.getByRole('button', { name: 'The Point' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Ask a question' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('loads Leaflet and its CSS only on a page with a map', async ({ page }) => {
    const leafletAssets: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/LeafletMap-[^/]+\.(js|css)$/.test(request.url())) leafletAssets.push(request.url());
    });
    await page.goto('/random');
    await expect(page.getByRole('heading', { name: 'Random Number Generator' })).toBeVisible();
    expect(leafletAssets).toEqual([]);
    await page.goto(SPOT_PATH);
    await expect(page.getByRole('button', { name: 'The Point' })).toBeVisible();
    expect(leafletAssets.some((url) => url.endsWith('.js'))).toBe(true);
    expect(leafletAssets.some((url) => url.endsWith('.css'))).toBe(true);
  });
});

test.describe('the spot page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('stacks the side column under the forecast, passes the accessibility scan and fits a 320px screen', async ({ page }) => {
    await page.goto(SPOT_PATH);
    const forecast = await page.getByRole('region', { name: 'Surf forecast' }).boundingBox();
    const download = await page.getByRole('region', { name: 'Download the app' }).boundingBox();
    expect(download!.y).toBeGreaterThan(forecast!.y + forecast!.height);
    expect(Math.round(download!.x)).toBe(Math.round(forecast!.x));
    // Below the fold the map is a placeholder of its size; Leaflet loads as it is scrolled near.
    const map = page.getByRole('region', { name: 'Map of the breaks at Steamer Lane Point' });
    await expect(map.getByRole('button', { name: 'The Point' })).toHaveCount(0);
    expect((await map.boundingBox())?.height).toBeCloseTo(MAP_HEIGHT_PX, 0);
    await map.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'The Point' })).toBeVisible();
    expect((await map.boundingBox())?.height).toBeCloseTo(MAP_HEIGHT_PX, 0);
    await expectNoSeriousAxeViolations(page);
    await expectFitsNarrowPhone(page);
  });
});

test.describe('the spot page on a desktop', () => {
  test('puts the download, map and chat cards in a column beside the forecast', async ({ page }) => {
    await page.goto(SPOT_PATH);
    const forecast = await page.getByRole('region', { name: 'Surf forecast' }).boundingBox();
    const download = await page.getByRole('region', { name: 'Download the app' }).boundingBox();
    expect(download!.x).toBeGreaterThan(forecast!.x + forecast!.width);
  });
});

test.describe('the spot test page', () => {
  test('renders the same page from its test fixture and keeps out of search engines', async ({ page }) => {
    await page.goto('/spot_test');
    await expect(page.getByRole('heading', { level: 1, name: 'Test Reef' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Test Break A' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute('content', /app-argument=https?:\/\/[^ ]+\/spot_test$/);
  });
});

test.describe('the spot page before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('is served with its forecast, head tags and a 400px map placeholder, and sending leads to the download page', async ({ page }) => {
    await page.goto(SPOT_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Steamer Lane Point' })).toBeVisible();
    await expect(page).toHaveTitle(/Steamer Lane Point/);
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute('content', /app-argument=https?:\/\/[^ ]+\/spots\/steamerlane_point$/);
    await expect(page.getByTestId('tide-high')).toHaveCount(2);
    // The whole forecast is in the HTML itself, shown, not held back for a script to swap in.
    await expect(page.getByRole('region', { name: 'Surf forecast' }).getByText('Sunrise 7:19am')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest from spot chat' }).getByTestId('chat-message')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Latest from spot chat' })).toBeVisible();
    const placeholder = page.getByRole('region', { name: 'Map of the breaks at Steamer Lane Point' });
    expect((await placeholder.boundingBox())?.height).toBeCloseTo(MAP_HEIGHT_PX, 0);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/getapp\??$/);
  });
});
