import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { AnalyticsBreakdownCard, AnalyticsFigures, AnalyticsSummary, AnalyticsTimeseries } from '../../../lib/api-types';
import { ANALYTICS_BREAKDOWN_LIMIT_MAX, ANALYTICS_BREAKDOWNS } from '../../../lib/contract';
import { renderWithProviders } from '../../../test/render';
import { LOGGED_IN, readBlob, setUpAdminPageTests, stubAdminApi } from '../test/admin-server';
import { captureDownloads, FORMULA_LINES, FORMULA_LINES_READ, safeCsvRows } from '../test/csv-download';
import { AnalyticsPage } from './AnalyticsPage';
import { readRange } from '../../../lib/date-range';
import { ANALYTICS_RANGES } from './analytics-params';

setUpAdminPageTests();

const figures = (fields: Partial<AnalyticsFigures> = {}): AnalyticsFigures => ({
  visitors: 120,
  pageViews: 300,
  storeTaps: 40,
  storeVisitors: 30,
  storeVisitorShare: 0.25,
  botPageViews: 7,
  ...fields,
});

const summary = (current: AnalyticsFigures, previous: AnalyticsFigures): AnalyticsSummary => ({
  from: '2026-11-20',
  to: '2026-11-26',
  previousFrom: '2026-11-13',
  previousTo: '2026-11-19',
  current,
  previous,
});

const SERIES: AnalyticsTimeseries = {
  interval: 'day',
  points: [{ at: '2026-11-26', visitors: 3, pageViews: 5 }],
  previousPoints: [{ at: '2026-11-19', visitors: 2, pageViews: 4 }],
};

const sources: AnalyticsBreakdownCard = {
  dimension: 'source',
  totalVisitors: 120,
  rows: [
    { value: 'Instagram', visitors: 80, pageViews: 200, events: 230, storeVisitors: 20, share: 80 / 120, conversion: 0.25 },
    { value: '=cmd|calc', visitors: 40, pageViews: 100, events: 110, storeVisitors: 10, share: 40 / 120, conversion: 0.25 },
  ],
};

function breakdownOf(request: Request) {
  const dimension = new URL(request.url).searchParams.get('dimension');
  if (dimension === 'source') return { body: sources };
  if (dimension === 'goal')
    return {
      body: { dimension, totalVisitors: 120, rows: [{ value: 'qr_page_visit:ios', visitors: 12, pageViews: 0, events: 14, storeVisitors: 6, share: 0.1, conversion: 0.5 }] },
    };
  if (dimension === 'notFound')
    return {
      body: { dimension, totalVisitors: 120, rows: [{ value: '/spots/ocean-beach', visitors: 3, pageViews: 4, events: 4, storeVisitors: 0, share: 0.025, conversion: 0 }] },
    };
  return { body: { dimension, totalVisitors: 120, rows: [] } };
}

function stubAnalytics(current = figures(), previous = figures({ visitors: 100, pageViews: 300, storeTaps: 50, storeVisitors: 0, botPageViews: 0 })) {
  return stubAdminApi({
    'GET /api/admin/session': LOGGED_IN,
    'GET /api/admin/analytics/summary': { body: summary(current, previous) },
    'GET /api/admin/analytics/timeseries': { body: SERIES },
    'GET /api/admin/analytics/breakdown': breakdownOf,
    'GET /api/admin/analytics/realtime': { body: { visitors: 4, since: '2026-11-26T10:00:00.000Z' } },
    'GET /api/admin/analytics/speed': { body: { rows: [] } },
  });
}

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

const renderPage = (path = '/admin/analytics') =>
  renderWithProviders(
    <>
      <AnalyticsPage />
      <Location />
    </>,
    { path },
  );

describe('AnalyticsPage', () => {
  it('shows each top figure with its change against the previous period, and who is here now', async () => {
    stubAnalytics();
    renderPage();
    const list = await screen.findByLabelText('Top figures');
    const visitors = within(list).getByText('Visitors').parentElement as HTMLElement;
    expect(visitors).toHaveTextContent('120');
    expect(visitors).toHaveTextContent('Up 20.0% on the previous period');
    expect(within(list).getByText('Store taps').parentElement).toHaveTextContent('Down 20.0% on the previous period');
    expect(within(list).getByText('Page views').parentElement).toHaveTextContent('Same as the previous period');
    expect(within(list).getByText('Visitors who tapped a store').parentElement).toHaveTextContent('25.0% of visitors');
    expect(within(list).getByText('Visitors who tapped a store').parentElement).toHaveTextContent('None in the previous period');
    expect(await screen.findByText('4 visitors in the last 5 minutes')).toBeInTheDocument();
  });

  it('keeps the range in the URL and asks the API for its days', async () => {
    const api = stubAnalytics();
    renderPage('/admin/analytics?range=custom&from=2026-11-01&to=2026-11-10');
    await screen.findByLabelText('Top figures');
    const asked = new URL(api.calls('GET /api/admin/analytics/summary')[0].url).searchParams;
    expect([asked.get('from'), asked.get('to')]).toEqual(['2026-11-01', '2026-11-10']);

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?range=7d');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters the whole dashboard by a clicked row, shows the filter as a chip, and removes it', async () => {
    const api = stubAnalytics();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Sources' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Instagram' }));
    expect(screen.getByTestId('location')).toHaveTextContent('source=Instagram');
    const chip = await screen.findByRole('button', { name: 'Remove the filter Source: Instagram' });
    await vi.waitFor(() => expect(api.calls('GET /api/admin/analytics/summary').some((call) => new URL(call.url).searchParams.get('source') === 'Instagram')).toBe(true));

    await userEvent.click(chip);
    expect(screen.getByTestId('location')).not.toHaveTextContent('source=');
    expect(screen.queryByRole('button', { name: /Remove the filter/ })).not.toBeInTheDocument();
  });

  it('names goals in words, and does not filter by them', async () => {
    stubAnalytics();
    renderPage();
    const goals = await screen.findByRole('region', { name: 'Goals' });
    const row = (await within(goals).findByText('QR page visit · iPhone')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('121410.0%50.0%');
    expect(within(goals).queryByRole('button', { name: 'QR page visit · iPhone' })).not.toBeInTheDocument();
  });

  it('shows the 404 page’s views in a Not found card by the path that missed, which filters nothing', async () => {
    const api = stubAnalytics();
    renderPage();
    const notFound = await screen.findByRole('region', { name: 'Not found' });
    const row = (await within(notFound).findByText('/spots/ocean-beach')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('340.0%');
    expect(within(notFound).getByRole('columnheader', { name: 'Path that missed' })).toBeInTheDocument();
    expect(within(notFound).queryByRole('button', { name: '/spots/ocean-beach' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/admin/analytics/breakdown').some((call) => new URL(call.url).searchParams.get('dimension') === 'notFound')).toBe(true);
  });

  it('downloads every row of a card as CSV, formulas escaped', async () => {
    const api = stubAnalytics();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Sources as CSV' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const all = api.calls('GET /api/admin/analytics/breakdown').find((call) => new URL(call.url).searchParams.get('limit') === String(ANALYTICS_BREAKDOWN_LIMIT_MAX));
    expect(all).toBeDefined();
    expect((await readBlob(createObjectURL.mock.calls[0][0])).split('\r\n')).toEqual([
      'Source,Visitors,Page views,Events,Share (%),Tapped store (%),Visitors who tapped a store',
      'Instagram,80,200,230,66.7,25.0,20',
      `"'=cmd|calc",40,100,110,33.3,25.0,10`,
    ]);
  });

  it('downloads the CSV of every card and tab with each line of a value that would start a formula defused (issue 42)', async () => {
    const api = stubAnalytics();
    api.set('GET /api/admin/analytics/breakdown', (sent) => ({
      body: {
        dimension: new URL(sent.url).searchParams.get('dimension'),
        totalVisitors: 2,
        rows: [{ value: FORMULA_LINES, visitors: 2, pageViews: 2, events: 2, storeVisitors: 1, share: 1, conversion: 0.5 }],
      },
    }));
    const downloads = captureDownloads();
    renderPage();
    const exported: (string | null)[] = [];
    for (const button of await screen.findAllByRole('button', { name: /^Download (?!Speed).* as CSV$/ })) {
      const card = button.closest('section') as HTMLElement;
      const tabs = within(card).queryByRole('group');
      for (const tab of tabs ? within(tabs).getAllByRole('button') : [null]) {
        if (tab) await userEvent.click(tab);
        await within(card).findByRole('table');
        await vi.waitFor(() => expect(button).toBeEnabled());
        await userEvent.click(button);
        const [header, row, ...rest] = safeCsvRows(await downloads.text(exported.length));
        expect(rest).toEqual([]);
        // A goal and a country are written in words, and again as the value stored.
        const stored = header.findIndex((name) => name.endsWith('(code)'));
        expect(row[stored === -1 ? 0 : stored]).toBe(FORMULA_LINES_READ);
        exported.push(new URL((api.calls('GET /api/admin/analytics/breakdown').at(-1) as Request).url).searchParams.get('dimension'));
      }
    }
    expect(exported.sort()).toEqual([...ANALYTICS_BREAKDOWNS].sort());
  });

  it('says when the range has no visits, and offers a retry when the figures fail', async () => {
    const api = stubAnalytics(figures({ visitors: 0, pageViews: 0, storeTaps: 0, storeVisitors: 0, storeVisitorShare: null, botPageViews: 0 }));
    const { unmount } = renderPage();
    expect(await screen.findByText('No visits in this range yet. Pick a longer range, or remove a filter.')).toBeInTheDocument();
    unmount();

    api.set('GET /api/admin/analytics/summary', { status: 500, body: { statusCode: 500, error: 'Internal error', code: 'INTERNAL_ERROR' } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics could not be loaded.');
    api.set('GET /api/admin/analytics/summary', { body: summary(figures(), figures()) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Top figures')).toBeInTheDocument();
  });
});

describe('readRange', () => {
  const today = '2026-11-26';
  it('reads presets, swaps reversed custom days and falls back to 30 days', () => {
    expect(readRange(new URLSearchParams('range=yesterday'), today, ANALYTICS_RANGES).range).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(readRange(new URLSearchParams('range=last-month'), today, ANALYTICS_RANGES).range).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(readRange(new URLSearchParams('range=month'), today, ANALYTICS_RANGES).range).toEqual({ from: '2026-11-01', to: today });
    expect(readRange(new URLSearchParams('range=custom&from=2026-11-10&to=2026-11-01'), today, ANALYTICS_RANGES).range).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(readRange(new URLSearchParams('range=custom&from=2026-02-30&to=2026-11-01'), today, ANALYTICS_RANGES)).toEqual({
      preset: '30d',
      range: { from: '2026-10-28', to: today },
    });
    expect(readRange(new URLSearchParams('range=custom&from=2020-01-01&to=2026-11-01'), today, ANALYTICS_RANGES).range.from).toBe('2024-11-01');
  });

  it('reads a custom range only inside the days the API takes, so a far-future link falls back to 30 days at once', () => {
    const thirtyDays = { preset: '30d', range: { from: '2026-10-28', to: today } };
    expect(readRange(new URLSearchParams('range=custom&from=9999-12-30&to=9999-12-31'), today, ANALYTICS_RANGES)).toEqual(thirtyDays);
    expect(readRange(new URLSearchParams('range=custom&from=1999-12-31&to=2026-11-01'), today, ANALYTICS_RANGES)).toEqual(thirtyDays);
    expect(readRange(new URLSearchParams('range=custom&from=2027-11-01&to=2027-11-27'), today, ANALYTICS_RANGES).range).toEqual({ from: '2027-11-01', to: '2027-11-27' });
    expect(readRange(new URLSearchParams('range=custom&from=2027-11-01&to=2027-11-28'), today, ANALYTICS_RANGES)).toEqual(thirtyDays);
  });
});
