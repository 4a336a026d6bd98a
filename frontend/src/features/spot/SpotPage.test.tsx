import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, vi } from 'vitest';
import { brand } from '../../config/brand';
import { stubFetch } from '../../test/fetch';
import { runFirstPaintScriptAt } from '../../test/first-paint';
import { renderWithProviders } from '../../test/render';
import { SpotPage } from './SpotPage';
import { SPOT_TEST } from './spot-test.fixture';

afterEach(() => vi.unstubAllGlobals());

function renderSpot() {
  const network = stubFetch({ status: 204 });
  renderWithProviders(<SpotPage spot={SPOT_TEST} />, { path: SPOT_TEST.path });
  return network;
}

/** A card by its title; getByText keeps these queries fast on a page this size. */
const section = (title: string) => screen.getByText(title, { selector: 'h2' }).closest('section')!;

// A whole page in jsdom, on a machine shared with other test runs: more time than the 5 s default.
describe('SpotPage', () => {
  it('heads the page with the spot name, its city and the current conditions', () => {
    renderSpot();
    expect(screen.getByText('Test Reef', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('Capitola, California')).toBeInTheDocument();
    const conditions = section('Current conditions');
    expect(within(conditions).getByText('Knee to waist high')).toBeInTheDocument();
    expect(within(conditions).getByText(/7 mph E/)).toBeInTheDocument();
    expect(within(conditions).getByText('-1.5 ft')).toBeInTheDocument();
    expect(within(conditions).getByText('Outgoing')).toBeInTheDocument();
    expect(within(conditions).getByText('Optimal tide: -2 to 3 ft, incoming or outgoing')).toBeInTheDocument();
    expect(within(conditions).getByText('Air 70°F')).toBeInTheDocument();
    expect(within(conditions).getByText('Water 60°F')).toBeInTheDocument();
  });

  it('shows the AI rating, summary and forecast with its time stamp on the spot’s clock', () => {
    renderSpot();
    const ai = section('AI surf companion');
    expect(within(ai).getByText('GOOD')).toBeInTheDocument();
    expect(within(ai).getByText(SPOT_TEST.ai.summary)).toBeInTheDocument();
    expect(within(ai).getByText(SPOT_TEST.ai.todayForecast)).toBeInTheDocument();
    expect(within(ai).getByText('Updated 8:00 AM PDT')).toHaveAttribute('datetime', SPOT_TEST.ai.updatedAt);
  });

  it('lays out 8 forecast days with date and weekday, today marked, good days filled and one day active', () => {
    renderSpot();
    const days = within(screen.getByRole('list', { name: '8-day forecast' })).getAllByRole('listitem');
    expect(days).toHaveLength(8);
    expect(days.map((day) => day.textContent)).toEqual([
      'SunJun 1',
      'TodayMonJun 2Good surf',
      'TueJun 3',
      'WedJun 4Good surf',
      'ThuJun 5',
      'FriJun 6',
      'SatJun 7Good surf',
      'SunJun 8',
    ]);
    expect(days.map((day) => day.getAttribute('data-good'))).toEqual(['false', 'true', 'false', 'true', 'false', 'false', 'true', 'false']);
    expect(days.filter((day) => day.getAttribute('aria-current') === 'date')).toEqual([days[2]]);
    expect(within(days[2]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('rates every hour from 6am to 8pm, shades before sunrise and after sunset, and gives a temperature per 3 hours', () => {
    renderSpot();
    const hours = within(screen.getByRole('list', { name: 'Hourly surf quality' })).getAllByRole('listitem');
    expect(hours.map((hour) => hour.textContent)).toEqual([
      '6amPoor',
      '7amPoor',
      '8amPoor',
      '9amGood',
      '10amGood',
      '11amGood',
      '12pmPoor',
      '1pmPoor',
      '2pmPoor',
      '3pmPoor',
      '4pmPoor',
      '5pmPoor',
      '6pmPoor',
      '7pmPoor',
      '8pmPoor',
    ]);
    expect(screen.getByText('Sunrise 6:30am')).toBeInTheDocument();
    expect(screen.getByText('Sunset 7:30pm')).toBeInTheDocument();
    // The strip spans 6:00 to 21:00: sunrise at 6:30 is 1/30 of it, sunset at 19:30 is 90% along.
    expect(parseFloat(screen.getByTestId('night-before-sunrise').style.width)).toBeCloseTo(100 / 30);
    expect(screen.getByTestId('night-after-sunset').style.left).toBe('90%');
    const temperatures = within(screen.getByRole('list', { name: 'Air temperature' })).getAllByRole('listitem');
    expect(temperatures.map((block) => block.textContent)).toEqual(['6am to 9am: 60°F', '9am to 12pm: 65°F', '12pm to 3pm: 70°F', '3pm to 6pm: 68°F', '6pm to 9pm: 62°F']);
  });

  it('shows the nearshore wave model with the five sizes, heights in ft, periods in s and directions in degrees, each drawn as an arrow', () => {
    renderSpot();
    const entries = within(screen.getByRole('list', { name: 'Nearshore wave model' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '6amAnkle-high1.0 ft · 6 s180° S',
      '9amChest-high4.0 ft · 12 s190° S',
      '12pmWaist-high3.0 ft · 10 s200° SSW',
      '3pmKnee-high2.0 ft · 8 s210° SSW',
      '6pmOverhead7.0 ft · 18 s220° SW',
    ]);
    // An arrow points where the swell travels: from 180° (south) it points north.
    expect(entries[0].querySelector('[data-from-degrees="180"]')).toHaveStyle({ transform: 'rotate(0deg)' });
  });

  it('shows the wind in mph and degrees', () => {
    renderSpot();
    const entries = within(screen.getByRole('list', { name: 'Wind' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['6am3 mph90° E', '9am6 mph120° ESE', '12pm9 mph180° S', '3pm12 mph270° W', '6pm15 mph315° NW']);
  });

  it('draws the tide on a -6 ft to 6 ft scale in 3 ft steps, labels highs and lows, and lists them for screen readers', () => {
    renderSpot();
    const scale = screen.getByTestId('tide-scale');
    expect(
      within(scale)
        .getAllByText(/ft$/)
        .map((tick) => [tick.textContent, tick.style.top]),
    ).toEqual([
      ['6ft', '0%'],
      ['3ft', '25%'],
      ['0ft', '50%'],
      ['-3ft', '75%'],
      ['-6ft', '100%'],
    ]);
    expect(screen.getByTestId('tide-curve').getAttribute('d')).toMatch(/^M 0 50 C .* 25 0 C .* 50 100 C .* 75 25 C .* 100 50$/);
    expect(screen.getAllByTestId('tide-high').map((high) => high.textContent)).toEqual(['High 6.0 ft6:00am', 'High 3.0 ft6:00pm']);
    expect(screen.getAllByTestId('tide-low').map((low) => low.textContent)).toEqual(['Low -6.0 ft12:00pm']);
    const table = screen.getByRole('table', { name: 'High and low tides' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['High6:00am6.0 ft', 'Low12:00pm-6.0 ft', 'High6:00pm3.0 ft']);
  });

  it('lists the four latest chat messages with author and time, and links to the community guidelines', () => {
    renderSpot();
    const chat = section('Latest from spot chat');
    const messages = within(chat).getAllByTestId('chat-message');
    expect(messages.map((message) => message.textContent)).toEqual([
      'TOTester One9:00 AMTest message one.',
      'TTTester Two8:30 AMTest message two.',
      'TTTester ThreeYesterday, 7:00 PMTest message three.',
      'TFTester Four2 days ago, 6:00 PMTest message four.',
    ]);
    expect(within(chat).getByRole('textbox', { name: 'Post message' })).toBeInTheDocument();
    expect(within(chat).getByRole('link', { name: 'Read Community Guidelines' })).toHaveAttribute('href', '/community-guidelines');
  });

  it('invites the visitor to the app when they send a chat message, ask the AI or explore nearby spots', async () => {
    renderSpot();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Post message'), 'Out?');
    await user.click(screen.getByLabelText('Send message'));
    let dialog = await screen.findByRole('dialog', { name: 'Post in spot chat from the app' });
    expect(within(dialog).getByRole('link', { name: `Download ${brand.productName} on the App Store` })).toHaveAttribute('href', brand.appStoreUrl);
    expect(within(dialog).getByRole('link', { name: `Get ${brand.productName} on Google Play` })).toHaveAttribute('href', brand.playStoreUrl);
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByText('Ask a question'));
    dialog = await screen.findByRole('dialog', { name: 'Ask the AI surf companion in the app' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByText('Explore Nearby Spots'));
    dialog = await screen.findByRole('dialog', { name: 'Explore nearby spots in the app' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('records a store badge click as app_store_click or play_store_click, category download, labelled with the page', async () => {
    const network = renderSpot();
    runFirstPaintScriptAt(SPOT_TEST.path);
    network.requests.length = 0;
    const download = section('Download the app');
    // jsdom cannot leave for the store; the click handler runs before the browser would.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    await userEvent.click(within(download).getByRole('link', { name: `Download ${brand.productName} on the App Store` }));
    await userEvent.click(within(download).getByRole('link', { name: `Get ${brand.productName} on Google Play` }));
    document.removeEventListener('click', stopNavigation);

    const bodies = await Promise.all(network.requests.map((request) => request.json()));
    expect(network.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/analytics/events', '/api/analytics/events']);
    expect(bodies).toEqual([
      { event: 'app_store_click', category: 'download', label: 'spot_test', path: SPOT_TEST.path, screenWidth: window.innerWidth },
      { event: 'play_store_click', category: 'download', label: 'spot_test', path: SPOT_TEST.path, screenWidth: window.innerWidth },
    ]);
    expect(within(download).getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', '/getapp');
  });

  it('sets the head: title, description, canonical, Open Graph, noindex and a Smart App Banner pointing at this spot', async () => {
    renderSpot();
    await waitFor(() => expect(document.title).toBe(`Test Reef Surf Report & Forecast, Capitola | ${brand.productName}`));
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${brand.publicSiteUrl}/spot_test`);
    expect(meta('meta[property="og:url"]')).toBe(`${brand.publicSiteUrl}/spot_test`);
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(meta('meta[name="apple-itunes-app"]')).toBe(`app-id=6740000000, app-argument=${brand.publicSiteUrl}/spot_test`);
  });

  it('shows the map of the three breaks', async () => {
    renderSpot();
    expect(screen.getByLabelText('Map of the breaks at Test Reef')).toHaveStyle({ height: '400px' });
    for (const name of ['Test Break A', 'Test Break B', 'Test Break C']) expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  });
}, 20_000);
