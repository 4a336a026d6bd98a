import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { AnalyticsSpeed, AnalyticsSpeedRow, WebVitalFigures } from '../../../lib/api-types';
import { renderWithProviders } from '../../../test/render';
import { LOGGED_IN, readBlob, setUpAdminPageTests, stubAdminApi } from '../test/admin-server';
import { captureDownloads, FORMULA_LINES, FORMULA_LINES_READ, safeCsvRows } from '../test/csv-download';
import { SpeedCard } from './SpeedCard';

setUpAdminPageTests();

const figures = (p75: number | null, pageViews: number, good: number, poor: number): WebVitalFigures => ({
  p75,
  pageViews,
  good: pageViews ? good : null,
  needsImprovement: pageViews ? 1 - good - poor : null,
  poor: pageViews ? poor : null,
});

const HOME_MOBILE: AnalyticsSpeedRow = {
  page: '/',
  device: 'mobile',
  pageViews: 8,
  LCP: figures(4210, 8, 0.25, 0.5),
  INP: figures(180, 4, 0.75, 0),
  CLS: figures(0.15, 8, 0.5, 0.125),
  FCP: figures(1800, 8, 0.75, 0),
  TTFB: figures(812.4, 8, 0.5, 0.25),
};
const GETAPP_DESKTOP: AnalyticsSpeedRow = {
  page: '/getapp',
  device: 'desktop',
  pageViews: 2,
  LCP: figures(1200, 2, 1, 0),
  INP: figures(null, 0, 0, 0),
  CLS: figures(0.3, 2, 0, 1),
  FCP: figures(900, 2, 1, 0),
  TTFB: figures(200, 2, 1, 0),
};

function stubSpeed(speed: AnalyticsSpeed | { status: number; body: unknown }) {
  return stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/admin/analytics/speed': 'status' in speed ? speed : { body: speed } });
}

const RANGE = { from: '2026-11-20', to: '2026-11-26' };
const renderCard = (filters = {}, onFilter = vi.fn()) => renderWithProviders(<SpeedCard range={RANGE} filters={filters} onFilter={onFilter} />, { path: '/admin/analytics' });

describe('SpeedCard', () => {
  it("shows each page and device's 75th percentiles in their band, with the page views they rest on, for the dashboard's range and filters", async () => {
    const api = stubSpeed({ rows: [HOME_MOBILE, GETAPP_DESKTOP] });
    renderCard({ source: 'Instagram' });
    const table = await screen.findByRole('table', { name: /Web Vitals per page and device/ });
    const home = within(table).getByRole('row', { name: /^\/ mobile/ });
    const cells = within(home).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'mobile',
      '8',
      expect.stringContaining('4.21 s (Poor)'),
      expect.stringContaining('180 ms (Good)'),
      expect.stringContaining('0.15 (Needs improvement)'),
      expect.stringContaining('1.80 s (Good)'),
      expect.stringContaining('812 ms (Needs improvement)'),
    ]);
    // Exactly at a threshold is good, as Google rates it.
    expect(within(cells[5]).getByText(/1.80 s/)).toHaveAttribute('data-band', 'good');
    expect(cells[2]).toHaveTextContent('Good 25.0%, needs improvement 25.0%, poor 50.0%');
    expect(within(cells[2]).getByTitle(/LCP p75 4.21 s \(poor\)/)).toHaveAttribute('title', expect.stringContaining('From 8 page views.'));
    expect(within(cells[3]).getByTitle(/From 4 page views/)).toBeInTheDocument();
    const getApp = within(table).getByRole('row', { name: /^\/getapp desktop/ });
    expect(within(getApp).getAllByRole('cell')[3]).toHaveTextContent('–');
    expect(within(getApp).getByText(/0.30/)).toHaveAttribute('data-band', 'poor');

    const asked = new URL(api.calls('GET /api/admin/analytics/speed')[0].url).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ from: '2026-11-20', to: '2026-11-26', source: 'Instagram' });
  });

  it('filters the dashboard by a page, and sorts by a vital', async () => {
    stubSpeed({ rows: [HOME_MOBILE, GETAPP_DESKTOP] });
    const onFilter = vi.fn();
    renderCard({}, onFilter);
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: '/getapp' }));
    expect(onFilter).toHaveBeenCalledWith('page', '/getapp');

    await userEvent.click(within(table).getByRole('button', { name: 'CLS' }));
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('rowheader').textContent),
    ).toEqual(['/getapp', '/']);
    await userEvent.click(within(table).getByRole('button', { name: 'CLS' }));
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('rowheader').textContent),
    ).toEqual(['/', '/getapp']);
  });

  it('downloads every figure as CSV', async () => {
    stubSpeed({ rows: [HOME_MOBILE, GETAPP_DESKTOP] });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Speed as CSV' }));
    const lines = (await readBlob(createObjectURL.mock.calls[0][0])).split('\r\n');
    const vital = (name: string, unit: string) => [
      `${name} p75${unit}`,
      `${name} band`,
      `${name} good (%)`,
      `${name} needs improvement (%)`,
      `${name} poor (%)`,
      `${name} page views`,
    ];
    expect(lines[0].split(',')).toEqual([
      'Page',
      'Device',
      'Page views',
      ...vital('LCP', ' (ms)'),
      ...vital('INP', ' (ms)'),
      ...vital('CLS', ''),
      ...vital('FCP', ' (ms)'),
      ...vital('TTFB', ' (ms)'),
    ]);
    expect(lines[1]).toBe(
      '/,mobile,8,4210,Poor,25.0,25.0,50.0,8,180,Good,75.0,25.0,0.0,4,0.150,Needs improvement,50.0,37.5,12.5,8,1800,Good,75.0,25.0,0.0,8,812,Needs improvement,50.0,25.0,25.0,8',
    );
    expect(lines[2]).toBe('/getapp,desktop,2,1200,Good,100.0,0.0,0.0,2,,,,,,0,0.300,Poor,0.0,0.0,100.0,2,900,Good,100.0,0.0,0.0,2,200,Good,100.0,0.0,0.0,2');
  });

  it('downloads a page whose every line would start a formula with each line defused (issue 42)', async () => {
    stubSpeed({ rows: [{ ...GETAPP_DESKTOP, page: FORMULA_LINES }] });
    const downloads = captureDownloads();
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Speed as CSV' }));
    const [, row, ...rest] = safeCsvRows(await downloads.text());
    expect(rest).toEqual([]);
    expect(row.slice(0, 3)).toEqual([FORMULA_LINES_READ, 'desktop', '2']);
  });

  it('says when there are no vitals in the range, and when they failed to load', async () => {
    const { unmount } = (stubSpeed({ rows: [] }), renderCard());
    expect(await screen.findByText(/No Web Vitals in this range yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Speed as CSV' })).toBeDisabled();
    unmount();

    stubSpeed({ status: 500, body: { statusCode: 500, error: 'Internal error', code: 'INTERNAL_ERROR' } });
    renderCard();
    expect(await screen.findByText('Could not load these figures.')).toBeInTheDocument();
  });
});
