import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { InfluencerStatsPage } from './InfluencerStatsPage';
import { LaunchPartyStatsPage } from './LaunchPartyStatsPage';
import { LOGGED_IN, setUpAdminPageTests, statsRecord, stubAdminApi } from '../test/admin-server';
import { captureDownloads, safeCsvRows } from '../test/csv-download';

setUpAdminPageTests();

const STATS = [
  statsRecord('alpha', 100, 6, 2, { uniqueVisitors: 40, appStoreInstalls: 9, playStoreInstalls: 3, installs: 12, installsPer100Visitors: 30 }),
  statsRecord('bravo', 40, 1, 1, { uniqueVisitors: 38, appStoreInstalls: null, playStoreInstalls: 4, installs: 4, installsPer100Visitors: (4 * 100) / 38 }),
  statsRecord('charlie', 10, 0, 0, { uniqueVisitors: 0, appStoreInstalls: null, playStoreInstalls: 0, installs: 0, installsPer100Visitors: null }),
];
const THROUGH = 'GET /api/admin/installs/through';

const cellsOf = (handle: string) =>
  within(screen.getByRole('rowheader', { name: handle }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('installs on the campaign dashboards', () => {
  it('shows installs and per 100 visitors beside the taps, and "—" with its reason where there is no figure', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/influencer/stats': { body: STATS }, [THROUGH]: { body: { appStore: null, playStore: '2025-11-20' } } });
    renderWithProviders(<InfluencerStatsPage />);
    await screen.findByRole('rowheader', { name: 'alpha' });
    expect(cellsOf('alpha').slice(4, 6)).toEqual(['12', '30.0']);
    expect(cellsOf('bravo').slice(4, 6)).toEqual(['4', '10.5']);
    expect(cellsOf('charlie').slice(4, 6)).toEqual(['0', '—']);
    const charlie = screen.getByRole('rowheader', { name: 'charlie' }).closest('tr')!;
    expect(within(charlie).getByTitle('No visitors in these days.')).toHaveTextContent('—');
    expect(await screen.findByText('App Store: no reports yet, Google Play through Nov 20')).toBeInTheDocument();
  });

  it('sorts by installs on the API, highest first, then lowest first', async () => {
    const api = stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/influencer/stats': { body: STATS } });
    renderWithProviders(<InfluencerStatsPage />);
    await screen.findByRole('rowheader', { name: 'alpha' });
    const asked = () => new URL(api.calls('GET /api/influencer/stats').at(-1)!.url).searchParams;
    for (const [header, sort] of [
      ['Installs', 'installs'],
      ['Installs per 100 visitors', 'installsPer100Visitors'],
    ]) {
      await userEvent.click(within(screen.getByRole('columnheader', { name: header })).getByRole('button'));
      await vi.waitFor(() => expect([asked().get('sort'), asked().get('order')]).toEqual([sort, 'desc']));
      await userEvent.click(within(screen.getByRole('columnheader', { name: header })).getByRole('button'));
      await vi.waitFor(() => expect([asked().get('sort'), asked().get('order')]).toEqual([sort, 'asc']));
    }
  });

  it('writes the installs to the CSV, an empty cell where there is no figure', async () => {
    const downloads = captureDownloads();
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/influencer/stats': { body: STATS } });
    renderWithProviders(<InfluencerStatsPage />);
    await screen.findByRole('rowheader', { name: 'alpha' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [header, ...rows] = safeCsvRows(await downloads.text());
    const at = header.indexOf('Installs');
    expect(header.slice(at, at + 4)).toEqual(['Installs', 'App Store installs', 'Google Play installs', 'Installs per 100 visitors']);
    expect(rows.map((row) => row.slice(at, at + 4))).toEqual([
      ['12', '9', '3', '30.0'],
      ['4', '', '4', '10.5'],
      ['0', '', '0', ''],
    ]);
  });

  it('titles a "—" with the stores that have not reported the days', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/influencer/stats': { body: [statsRecord('delta', 5, 0, 0, { uniqueVisitors: 3 })] } });
    renderWithProviders(<InfluencerStatsPage />);
    await screen.findByRole('rowheader', { name: 'delta' });
    expect(cellsOf('delta').slice(4, 6)).toEqual(['—', '—']);
    expect(screen.getAllByTitle('Neither store has reported these days.')).toHaveLength(2);
  });

  it('says when no store has reported yet, with the way to import', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/influencer/stats': { body: STATS }, [THROUGH]: { body: { appStore: null, playStore: null } } });
    renderWithProviders(<InfluencerStatsPage />);
    expect(await screen.findByText('No store reports imported yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import the stores’ files' })).toHaveAttribute('href', '/admin/installs');
  });

  it('adds the installs of the days to the launch-party totals, and their rate per 100 visitors', async () => {
    const day = (date: string, installs: number | null) => ({
      ...statsRecord('-', 10, 1, 1, { uniqueVisitors: 20 }),
      date,
      installs,
      appStoreInstalls: installs,
      playStoreInstalls: null,
    });
    stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/launch-party-influencer/stats': { body: STATS },
      'GET /api/launch-party-influencer/stats/daily': { body: [day('2025-11-01', 3), day('2025-11-02', null), day('2025-11-03', 2)] },
      [THROUGH]: { body: { appStore: '2025-11-24', playStore: '2025-11-20' } },
    });
    renderWithProviders(<LaunchPartyStatsPage />);
    const summary = await screen.findByLabelText('Totals');
    expect(within(summary).getByText('Installs').nextSibling).toHaveTextContent('5');
    expect(within(summary).getByText('Installs per 100 visitors').nextSibling).toHaveTextContent('8.3');
    expect(await screen.findByText('App Store through Nov 24, Google Play through Nov 20')).toBeInTheDocument();
  });
});
