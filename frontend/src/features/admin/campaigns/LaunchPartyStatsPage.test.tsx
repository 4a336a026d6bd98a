import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { totalCounts } from './campaign-counts';
import { LaunchPartyStatsPage } from './LaunchPartyStatsPage';
import { LOGGED_IN, LOGGED_OUT, rememberLoginExpiringIn, setUpAdminPageTests, statsRecord, stubAdminApi } from '../test/admin-server';
import { captureDownloads, FORMULA_LINES, FORMULA_LINES_READ, safeCsvRows } from '../test/csv-download';

setUpAdminPageTests();

const STATS = [
  statsRecord('alpha', 10, 0, 0, { uniqueVisitors: 4 }),
  statsRecord('bravo', 6, 3, 3, { uniqueVisitors: 2, uniqueAppStoreClicks: 1, uniquePlayStoreClicks: 1, uniqueStoreVisitors: 2 }),
  statsRecord('charlie', 40, 2, 0, { uniqueVisitors: 34, uniqueAppStoreClicks: 2, uniqueStoreVisitors: 2 }),
  statsRecord('delta', 0, 0, 0),
];

describe('LaunchPartyStatsPage', () => {
  it('shows the totals of the days with visitors and both rates, and asks for influencers by views + taps, highest first (SPEC §9)', async () => {
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/launch-party-influencer/stats': { body: STATS },
      'GET /api/launch-party-influencer/stats/daily': { body: [{ date: '2025-08-01', ...totalCounts(STATS) }] },
    });
    renderWithProviders(<LaunchPartyStatsPage />);

    const summary = await screen.findByLabelText('Totals');
    expect(within(summary).getByText('Visitors').nextSibling).toHaveTextContent('40');
    expect(within(summary).getByText('Total views').nextSibling).toHaveTextContent('56');
    expect(within(summary).getByText('App Store taps').nextSibling).toHaveTextContent('5');
    expect(within(summary).getByText('Google Play taps').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByText('Overall conversion').nextSibling).toHaveTextContent('14.3%');
    expect(within(summary).getByText('Visitor conversion').nextSibling).toHaveTextContent('10.0%');

    const table = screen.getByRole('table', { name: 'Launch party stats per influencer' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['alpha', 'bravo', 'charlie', 'delta']);
    const query = new URL(api.calls('GET /api/launch-party-influencer/stats')[0].url).searchParams;
    expect([query.get('sort'), query.get('order')]).toEqual(['viewsAndClicks', 'desc']);
    expect(within(table).getByRole('columnheader', { name: 'Views + taps' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'Page views' })).toHaveAttribute('aria-sort', 'none');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Influencer',
      'Visitors',
      'Page views',
      'App Store taps',
      'Google Play taps',
      'Views + taps',
      'Installs',
      'Installs per 100 visitors',
      'Conversion',
      'Visitor conversion',
    ]);
    const bravo = within(table).getByRole('rowheader', { name: 'bravo' }).closest('tr')!;
    expect(within(bravo).getAllByRole('cell')[4]).toHaveTextContent('12');
    expect(table).toHaveTextContent('Sorted by views + taps, highest first, until you pick a column.');
  });

  it('exports every record in the order of the table, views + taps beside the three counts it adds up', async () => {
    const downloads = captureDownloads();
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/launch-party-influencer/stats': { body: [statsRecord('tide', 1, 2, 1), statsRecord('reef', 3, 0, 0)] },
      'GET /api/launch-party-influencer/stats/daily': { body: [] },
    });
    renderWithProviders(<LaunchPartyStatsPage />);
    await screen.findByRole('rowheader', { name: 'tide' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [header, ...rows] = safeCsvRows(await downloads.text());
    expect(header.slice(0, 7)).toEqual(['Influencer', 'Visitors', 'Page views', 'App Store taps', 'Google Play taps', 'Views + taps', 'Installs']);
    expect(rows.map((row) => row.slice(0, 6))).toEqual([
      ['tide', '0', '1', '2', '1', '4'],
      ['reef', '0', '3', '0', '0', '3'],
    ]);
    const every = new URL(api.calls('GET /api/launch-party-influencer/stats').at(-1)!.url).searchParams;
    expect(Object.fromEntries(every)).toEqual({ sort: 'viewsAndClicks', order: 'desc' });
  });

  it('sorts by views + taps lowest first on a click of its header, and back to the opening order on a second', async () => {
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/launch-party-influencer/stats': { body: STATS },
      'GET /api/launch-party-influencer/stats/daily': { body: [] },
    });
    renderWithProviders(<LaunchPartyStatsPage />);
    const header = await screen.findByRole('columnheader', { name: 'Views + taps' });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    const asked = () => new URL(api.calls('GET /api/launch-party-influencer/stats').at(-1)!.url).searchParams;
    expect([asked().get('sort'), asked().get('order')]).toEqual(['viewsAndClicks', 'asc']);
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
  });

  it('exports the table and the counts per day with each line of a value that would start a formula defused (issue 42)', async () => {
    const downloads = captureDownloads();
    const hostile = { ...statsRecord(FORMULA_LINES, 3, 1, 0), updatedAt: FORMULA_LINES };
    stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/launch-party-influencer/stats': { body: [hostile] },
      'GET /api/launch-party-influencer/stats/daily': { body: [{ date: '2025-08-01', ...totalCounts([hostile]) }] },
    });
    renderWithProviders(<LaunchPartyStatsPage />);
    await screen.findByRole('table', { name: 'Launch party stats per influencer' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [, row, ...rest] = safeCsvRows(await downloads.text(0));
    expect(rest).toEqual([]);
    expect([row[0], row.at(-1)]).toEqual([FORMULA_LINES_READ, FORMULA_LINES_READ]);

    // The page writes each day itself, so no text of a record reaches this file.
    await userEvent.click(screen.getByRole('button', { name: 'Export series CSV' }));
    const [header, ...days] = safeCsvRows(await downloads.text(1));
    expect(header[0]).toBe('Date');
    expect(days.length).toBeGreaterThan(0);
  });

  it('shows "No influencer data available yet" with no records', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/launch-party-influencer/stats': { body: [] }, 'GET /api/launch-party-influencer/stats/daily': { body: [] } });
    renderWithProviders(<LaunchPartyStatsPage />);
    expect(await screen.findByText('No influencer data available yet')).toBeInTheDocument();
    expect(screen.queryByLabelText('Totals')).not.toBeInTheDocument();
  });

  it('shows "Failed to load stats" when the API fails', async () => {
    stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/launch-party-influencer/stats': { status: 503, body: { statusCode: 503, error: 'Down', code: 'DATABASE_UNAVAILABLE' } },
    });
    renderWithProviders(<LaunchPartyStatsPage />);
    expect(await screen.findByText('Failed to load stats')).toBeInTheDocument();
  });

  it('says the session expired after 24 hours, ends it on the server and asks for the password again', async () => {
    rememberLoginExpiringIn(-1000);
    const api = stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'DELETE /api/admin/session': { status: 204 } });
    renderWithProviders(<LaunchPartyStatsPage />);

    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Admin password')).toBeInTheDocument();
    expect(api.calls('DELETE /api/admin/session')).toHaveLength(1);
    expect(api.calls('GET /api/launch-party-influencer/stats')).toHaveLength(0);
    expect(localStorage.getItem('lineup.admin.session')).toBeNull();
  });

  it('does not talk of expiry to someone who simply has not logged in', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_OUT });
    renderWithProviders(<LaunchPartyStatsPage />);
    expect(await screen.findByLabelText('Admin password')).toBeInTheDocument();
    expect(screen.queryByText('Session expired. Please log in again.')).not.toBeInTheDocument();
  });

  it('keeps a session younger than 24 hours', async () => {
    rememberLoginExpiringIn(60_000);
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/launch-party-influencer/stats': { body: STATS },
      'GET /api/launch-party-influencer/stats/daily': { body: [] },
    });
    renderWithProviders(<LaunchPartyStatsPage />);
    expect(await screen.findByRole('heading', { name: 'Launch Party Influencer Stats' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/launch-party-influencer/stats')).toHaveLength(1));
    expect(api.calls('DELETE /api/admin/session')).toHaveLength(0);
  });
});
