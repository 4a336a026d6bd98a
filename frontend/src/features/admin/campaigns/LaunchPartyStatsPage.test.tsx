import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { totalCounts } from './conversion';
import { LaunchPartyStatsPage } from './LaunchPartyStatsPage';
import { LOGGED_IN, LOGGED_OUT, rememberLoginExpiringIn, setUpAdminPageTests, statsRecord, stubAdminApi } from '../test/admin-server';

setUpAdminPageTests();

const STATS = [
  statsRecord('alpha', 10, 0, 0, { uniqueVisitors: 4 }),
  statsRecord('bravo', 6, 3, 3, { uniqueVisitors: 2, uniqueAppStoreClicks: 1, uniquePlayStoreClicks: 1, uniqueStoreVisitors: 2 }),
  statsRecord('charlie', 40, 2, 0, { uniqueVisitors: 34, uniqueAppStoreClicks: 2, uniqueStoreVisitors: 2 }),
  statsRecord('delta', 0, 0, 0),
];

describe('LaunchPartyStatsPage', () => {
  it('shows the totals of the days with visitors and both rates, and asks for influencers by page views, highest first', async () => {
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/launch-party-influencer/stats': { body: STATS },
      'GET /api/launch-party-influencer/stats/daily': { body: [{ date: '2025-08-01', ...totalCounts(STATS) }] },
    });
    renderWithProviders(<LaunchPartyStatsPage />);

    const summary = await screen.findByLabelText('Totals');
    expect(within(summary).getByText('Visitors').previousSibling).toHaveTextContent('40');
    expect(within(summary).getByText('Total views').previousSibling).toHaveTextContent('56');
    expect(within(summary).getByText('App Store taps').previousSibling).toHaveTextContent('5');
    expect(within(summary).getByText('Google Play taps').previousSibling).toHaveTextContent('3');
    expect(within(summary).getByText('Overall conversion').previousSibling).toHaveTextContent('14.3%');
    expect(within(summary).getByText('Visitor conversion').previousSibling).toHaveTextContent('10.0%');

    const table = screen.getByRole('table', { name: 'Launch party stats per influencer' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['alpha', 'bravo', 'charlie', 'delta']);
    const query = new URL(api.calls('GET /api/launch-party-influencer/stats')[0].url).searchParams;
    expect([query.get('sort'), query.get('order')]).toEqual(['pageViews', 'desc']);
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
