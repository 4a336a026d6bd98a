import { screen, waitFor } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { brand } from '../../config/brand';
import { clickWithoutLeaving } from '../../test/events';
import { stubFetch } from '../../test/fetch';
import { runFirstPaintScriptAt } from '../../test/first-paint';
import { renderWithProviders } from '../../test/render';
import { QrAppPage } from './QrAppPage';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The analytics events the page sent, but the page_view every page sends. */
async function events(network: ReturnType<typeof stubFetch>) {
  const bodies = await Promise.all(network.requests.map((request) => request.clone().json()));
  return bodies.filter((body) => body.event !== 'page_view');
}

function renderQrPage() {
  runFirstPaintScriptAt('/qr/app');
  renderWithProviders(<QrAppPage />, { path: '/qr/app' });
}

/** jsdom cannot navigate; the click event still runs and the link keeps its store address. */
describe('the QR download page, with the first-paint script', () => {
  it('records the visit with the platform as its label', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    const network = stubFetch({ status: 204 });
    renderQrPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Download the Lineup app' })).toBeInTheDocument();
    await waitFor(async () => expect(await events(network)).toEqual([expect.objectContaining({ event: 'qr_page_visit', label: 'android' })]));
  });

  it('labels a desktop visit desktop', async () => {
    const network = stubFetch({ status: 204 });
    renderQrPage();
    await waitFor(async () => expect(await events(network)).toEqual([expect.objectContaining({ event: 'qr_page_visit', label: 'desktop' })]));
  });

  it('records an event for each store badge and leaves for that store', async () => {
    const network = stubFetch({ status: 204 });
    renderQrPage();
    const appStore = screen.getByRole('link', { name: 'Download Lineup on the App Store' });
    const playStore = screen.getByRole('link', { name: 'Get Lineup on Google Play' });
    expect(appStore).toHaveAttribute('href', brand.appStoreUrl);
    expect(playStore).toHaveAttribute('href', brand.playStoreUrl);

    clickWithoutLeaving(appStore);
    clickWithoutLeaving(playStore);
    await waitFor(async () =>
      expect((await events(network)).slice(1)).toEqual([
        expect.objectContaining({ event: 'app_store_click', category: 'download', label: 'qr_app' }),
        expect.objectContaining({ event: 'play_store_click', category: 'download', label: 'qr_app' }),
      ]),
    );
  });
});
