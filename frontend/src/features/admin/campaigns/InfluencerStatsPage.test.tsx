import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { InfluencerStatsPage } from './InfluencerStatsPage';
import { LOGGED_IN, LOGGED_OUT, setUpAdminPageTests, statsRecord, stubAdminApi, readBlob } from '../test/admin-server';
import { captureDownloads, FORMULA_LINES, FORMULA_LINES_READ, safeCsvRows } from '../test/csv-download';

setUpAdminPageTests();

const STATS = [
  statsRecord('alpha', 100, 6, 2, { uniqueVisitors: 40, uniqueAppStoreClicks: 3, uniquePlayStoreClicks: 1, botCalls: 5, uniqueStoreVisitors: 4 }),
  statsRecord('bravo', 40, 1, 1, { uniqueVisitors: 38, uniqueAppStoreClicks: 1, uniquePlayStoreClicks: 1, uniqueStoreVisitors: 2 }),
  statsRecord('charlie', 250, 30, 5, { uniqueVisitors: 90, uniqueAppStoreClicks: 12, uniquePlayStoreClicks: 3, botCalls: 40, uniqueStoreVisitors: 15 }),
];

function handles() {
  const table = screen.getByRole('table', { name: 'Invite link stats per influencer' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

describe('InfluencerStatsPage gate', () => {
  it('asks for the password and fetches no stats while locked', async () => {
    const api = stubAdminApi({ 'GET /api/admin/session': LOGGED_OUT });
    renderWithProviders(<InfluencerStatsPage />);
    expect(await screen.findByLabelText('Admin password')).toBeInTheDocument();
    expect(api.calls('GET /api/influencer/stats')).toHaveLength(0);
  });

  it('says Incorrect password and clears the field on a wrong password, then unlocks with the right one', async () => {
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_OUT,
      'POST /api/admin/session': { status: 401, body: { statusCode: 401, error: 'Incorrect password', code: 'INCORRECT_PASSWORD' } },
      'GET /api/influencer/stats': { body: STATS },
      'GET /api/influencer/stats/daily': { body: [] },
    });
    renderWithProviders(<InfluencerStatsPage />);
    const field = await screen.findByLabelText('Admin password');

    await userEvent.type(field, 'wrong-guess');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock dashboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(field).toHaveValue('');
    expect(await api.calls('POST /api/admin/session')[0].json()).toEqual({ password: 'wrong-guess' });

    api.set('POST /api/admin/session', { status: 204 });
    api.set('GET /api/admin/session', LOGGED_IN);
    await userEvent.type(field, 'the-right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock dashboard' }));

    expect(await screen.findByRole('heading', { name: 'Influencer Stats' })).toBeInTheDocument();
    await waitFor(() => expect(handles()).toEqual(['alpha', 'bravo', 'charlie']));
    expect(api.calls('GET /api/influencer/stats')).toHaveLength(1);
  });

  it('explains a rate-limited login instead of calling the password wrong', async () => {
    stubAdminApi({
      'GET /api/admin/session': LOGGED_OUT,
      'POST /api/admin/session': { status: 429, body: { statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' }, headers: { 'Retry-After': '600' } },
    });
    renderWithProviders(<InfluencerStatsPage />);
    await userEvent.type(await screen.findByLabelText('Admin password'), 'anything');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock dashboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts. Please try again in 10 minutes.');
    expect(screen.getByLabelText('Admin password')).toHaveValue('anything');
  });

  it('brings the gate back when a stats call says the session is gone', async () => {
    let sessionChecks = 0;
    const api = stubAdminApi({
      // The server ended the session between the first check and the stats call.
      'GET /api/admin/session': () => (sessionChecks++ === 0 ? LOGGED_IN : LOGGED_OUT),
      'GET /api/influencer/stats': LOGGED_OUT,
    });
    renderWithProviders(<InfluencerStatsPage />);
    expect(await screen.findByLabelText('Admin password')).toBeInTheDocument();
    expect(api.calls('GET /api/influencer/stats')).toHaveLength(1);
  });
});

describe('InfluencerStatsPage dashboard', () => {
  it('shows each influencer’s visitors first, the counts, and both conversion badges with their tones', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/influencer/stats': { body: STATS }, 'GET /api/influencer/stats/daily': { body: [] } });
    renderWithProviders(<InfluencerStatsPage />);
    const row = (await screen.findByRole('rowheader', { name: 'alpha' })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Influencer',
      'Visitors',
      'Page views',
      'App Store taps',
      'Google Play taps',
      'Installs',
      'Installs per 100 visitors',
      'Conversion',
      'Visitor conversion',
    ]);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '100', '6', '2', '—', '—', '8.0%', '10.0%']);
    expect(within(row).getByText('8.0%')).toHaveAttribute('data-tone', 'medium');
    expect(within(row).getByText('10.0%')).toHaveAttribute('data-tone', 'medium');
    const charlie = (await screen.findByRole('rowheader', { name: 'charlie' })).closest('tr')!;
    expect(within(charlie).getByText('14.0%')).toHaveAttribute('data-tone', 'high');
    expect(within(charlie).getByText('16.7%')).toHaveAttribute('data-tone', 'high');
    expect(screen.getByText(/No cookie is used/)).toBeInTheDocument();
    expect(screen.getByText(/Installs are read in App Store Connect .* and the Play Console/)).toBeInTheDocument();
  });

  it('exports the table as CSV, visitors first, with every figure and both rates', async () => {
    // jsdom has no object URLs: capture the Blob the page hands over.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const api = stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/influencer/stats': { body: STATS.slice(0, 1) }, 'GET /api/influencer/stats/daily': { body: [] } });
    renderWithProviders(<InfluencerStatsPage />);
    await screen.findByRole('rowheader', { name: 'alpha' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(new URL(api.calls('GET /api/influencer/stats').at(-1)!.url).searchParams.has('limit')).toBe(false);
    expect((await readBlob(createObjectURL.mock.calls[0][0])).split('\r\n')).toEqual([
      'Influencer,Visitors,Page views,App Store taps,Google Play taps,Installs,App Store installs,Google Play installs,Installs per 100 visitors,Visitors who tapped App Store,Visitors who tapped Google Play,Visitors who tapped a store,Bot calls,Conversion rate (%),Visitor conversion (%),Updated at',
      'alpha,40,100,6,2,,,,,3,1,4,5,8.0,10.0,2025-08-01T12:00:00.000Z',
    ]);
  });

  it('exports a record whose every line would start a formula with each line defused (issue 42)', async () => {
    const downloads = captureDownloads();
    const hostile = { ...statsRecord(FORMULA_LINES, 3, 1, 0), updatedAt: FORMULA_LINES };
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/influencer/stats': { body: [hostile] }, 'GET /api/influencer/stats/daily': { body: [] } });
    renderWithProviders(<InfluencerStatsPage />);
    await screen.findByRole('table', { name: 'Invite link stats per influencer' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [, row, ...rest] = safeCsvRows(await downloads.text());
    expect(rest).toEqual([]);
    expect([row[0], row.at(-1)]).toEqual([FORMULA_LINES_READ, FORMULA_LINES_READ]);
  });

  it('asks the API for the first page by handle, shows the total, and pages through the URL', async () => {
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/influencer/stats': { body: STATS, headers: { 'X-Total-Count': '120' } },
      'GET /api/influencer/stats/daily': { body: [] },
    });
    renderWithProviders(<InfluencerStatsPage />);
    expect(await screen.findByText('1–50 of 120 influencers')).toBeInTheDocument();
    const first = new URL(api.calls('GET /api/influencer/stats')[0].url).searchParams;
    expect(Object.fromEntries(first)).toEqual({ sort: 'influencer', order: 'asc', limit: '50', offset: '0' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('51–100 of 120 influencers')).toBeInTheDocument();
    expect(new URL(api.calls('GET /api/influencer/stats').at(-1)!.url).searchParams.get('offset')).toBe('50');
  });

  it('sorts on the server when a header is clicked, flips on a second click, and leaves the rates unsortable', async () => {
    const api = stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/influencer/stats': { body: STATS }, 'GET /api/influencer/stats/daily': { body: [] } });
    renderWithProviders(<InfluencerStatsPage />);
    await screen.findByRole('rowheader', { name: 'alpha' });
    const lastQuery = () => new URL(api.calls('GET /api/influencer/stats').at(-1)!.url).searchParams;

    const viewsHeader = screen.getByRole('columnheader', { name: 'Page views' });
    expect(viewsHeader).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(viewsHeader).getByRole('button'));
    expect(viewsHeader).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(lastQuery().get('sort')).toBe('pageViews'));
    expect(lastQuery().get('order')).toBe('desc');

    await userEvent.click(within(viewsHeader).getByRole('button'));
    expect(viewsHeader).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(lastQuery().get('order')).toBe('asc'));
    expect(within(screen.getByRole('columnheader', { name: 'Visitor conversion' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by handle on the server once typing settles, and says when nothing matches', async () => {
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/influencer/stats': (request) => {
        const records = new URL(request.url).searchParams.get('q') === 'zulu' ? [] : STATS;
        return { body: records, headers: { 'X-Total-Count': String(records.length) } };
      },
      'GET /api/influencer/stats/daily': { body: [] },
    });
    renderWithProviders(<InfluencerStatsPage />);
    await userEvent.type(await screen.findByLabelText('Filter by handle'), '@BRA');
    await waitFor(() => expect(new URL(api.calls('GET /api/influencer/stats').at(-1)!.url).searchParams.get('q')).toBe('bra'));
    expect(api.calls('GET /api/influencer/stats').length).toBeLessThanOrEqual(3);
    await userEvent.clear(screen.getByLabelText('Filter by handle'));
    await userEvent.type(screen.getByLabelText('Filter by handle'), 'zulu');
    expect(await screen.findByText('No handle matches “zulu”.')).toBeInTheDocument();
  });

  it('asks the API for the chosen date range', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-08-10T15:00:00Z'));
    const api = stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/influencer/stats': { body: STATS }, 'GET /api/influencer/stats/daily': { body: [] } });
    renderWithProviders(<InfluencerStatsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(api.calls('GET /api/influencer/stats')).toHaveLength(2));
    const url = new URL(api.calls('GET /api/influencer/stats')[1].url);
    expect(url.searchParams.get('from')).toBe('2025-08-04');
    expect(url.searchParams.get('to')).toBe('2025-08-10');
    expect(new URL(api.calls('GET /api/influencer/stats')[0].url).searchParams.has('from')).toBe(false);
    vi.useRealTimers();
  });

  it('shows the empty state', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/influencer/stats': { body: [] }, 'GET /api/influencer/stats/daily': { body: [] } });
    renderWithProviders(<InfluencerStatsPage />);
    expect(await screen.findByText('No influencer data yet. Share some invite links to get started!')).toBeInTheDocument();
  });

  it('shows the load failure', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/influencer/stats': { status: 500, body: { statusCode: 500, error: 'Internal', code: 'INTERNAL_ERROR' } } });
    renderWithProviders(<InfluencerStatsPage />);
    expect(await screen.findByText('Failed to load influencer stats')).toBeInTheDocument();
  });
});
