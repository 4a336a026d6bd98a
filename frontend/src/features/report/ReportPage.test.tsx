import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Report } from '../../lib/api-types';
import { stubFetch } from '../../test/fetch';
import { renderRoute } from '../../test/render';

// jsdom has no canvas; the real drawing is checked end to end.
vi.mock('qrcode', () => ({
  default: {
    toDataURL: vi.fn((text: string) => Promise.resolve(`data:image/png;base64,${btoa(text)}`)),
    toString: vi.fn((text: string) => Promise.resolve(`<svg data-text="${text}"></svg>`)),
  },
}));

const TOKEN = '3q2-7wEjgkx0ZcV9x0u1jWk7bJ8yQm4KfJ2rX9tHc1A';
const INVITE = 'https://lineup.surf/invite?influencer=kai';

const REPORT: Report = {
  influencer: 'kai',
  campaign: 'influencer',
  range: '30d',
  from: '2025-07-12',
  to: '2025-08-10',
  visitors: 1234,
  pageViews: 2000,
  appStoreClicks: 150,
  playStoreClicks: 50,
  conversion: 10,
  appStoreInstalls: 1200,
  playStoreInstalls: 51,
  installs: 1251,
  installsPer100Visitors: 101.37763371150729,
  installsThrough: { appStore: '2025-08-08', playStore: '2025-08-04' },
  daily: [
    { date: '2025-08-09', visitors: 600, pageViews: 1000, appStoreClicks: 70, playStoreClicks: 20, appStoreInstalls: null, playStoreInstalls: null, installs: null },
    { date: '2025-08-10', visitors: 634, pageViews: 1000, appStoreClicks: 80, playStoreClicks: 30, appStoreInstalls: null, playStoreInstalls: null, installs: null },
  ],
  inviteLink: INVITE,
  lastUpdated: '2025-08-10T09:30:00.000Z',
};

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

// The page and recharts load as their own chunk: the first render waits for them on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReportPage', () => {
  it("shows the influencer's figures, the daily chart, the invite link with its QR code and when the figures were updated", async () => {
    const network = stubFetch({ body: REPORT });
    renderRoute(`/report/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: '@kai' })).toBeInTheDocument();
    expect(screen.getByText('Invite campaign')).toBeInTheDocument();
    expect(figure('Visitors')).toBe('1,234');
    expect(figure('Page views')).toBe('2,000');
    expect(figure('App Store taps')).toBe('150');
    expect(figure('Google Play taps')).toBe('50');
    expect(figure('Conversion')).toBe('10.0%');
    expect(screen.getByLabelText('Visitors, page views and store taps per day')).toBeInTheDocument();
    expect(screen.getByLabelText('Invite link URL')).toHaveValue(INVITE);
    await waitFor(() => expect(screen.getByAltText(`QR code for ${INVITE}`)).toHaveAttribute('src', `data:image/png;base64,${btoa(INVITE)}`));
    expect(screen.getByText(/Figures last updated/).querySelector('time')).toHaveAttribute('dateTime', REPORT.lastUpdated);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(screen.queryByRole('link', { name: /admin/i })).not.toBeInTheDocument();
    for (const link of document.querySelectorAll('a[href]')) expect(link.getAttribute('href')).not.toMatch(/^\/admin/);
    expect(network.requests.map((request) => `${new URL(request.url).pathname}${new URL(request.url).search}`)).toEqual([`/api/reports/${TOKEN}?range=30d`]);
  });

  it("shows the influencer's installs beside the visits, with up to which day each store has reported", async () => {
    stubFetch({ body: REPORT });
    renderRoute(`/report/${TOKEN}`);
    const installs = within(await screen.findByRole('region', { name: 'Installs' }));
    expect(figure('All installs')).toBe('1,251');
    expect(installs.getByText('101.4 per 100 visitors')).toBeInTheDocument();
    expect(figure('App Store')).toBe('1,200');
    expect(figure('Google Play')).toBe('51');
    expect(installs.getByText('App Store through Aug 8, Google Play through Aug 4.')).toBeInTheDocument();
    expect(installs.queryByText('—')).not.toBeInTheDocument();
  });

  it('shows no figure, never 0, for a store that reported none of the days, and says why', async () => {
    stubFetch({
      body: { ...REPORT, appStoreInstalls: 0, playStoreInstalls: null, installs: 0, installsPer100Visitors: 0, installsThrough: { appStore: '2025-08-08', playStore: null } },
    });
    renderRoute(`/report/${TOKEN}`);
    const installs = within(await screen.findByRole('region', { name: 'Installs' }));
    expect(figure('All installs')).toBe('0');
    expect(installs.getByText('0.0 per 100 visitors')).toBeInTheDocument();
    expect(figure('App Store')).toBe('0');
    expect(figure('Google Play')).toBe('—');
    expect(installs.getByText('Not reported for these days yet')).toBeInTheDocument();
    expect(installs.getByText('App Store through Aug 8, Google Play: no report yet.')).toBeInTheDocument();
  });

  it('shows no installs at all, only that they come, before any store report is imported', async () => {
    const none = { appStoreInstalls: null, playStoreInstalls: null, installs: null, installsPer100Visitors: null, installsThrough: { appStore: null, playStore: null } };
    stubFetch({ body: { ...REPORT, ...none } });
    renderRoute(`/report/${TOKEN}`);
    const installs = within(await screen.findByRole('region', { name: 'Installs' }));
    expect(installs.getByText(/Installs show here once the Lineup team imports/)).toBeInTheDocument();
    expect(screen.queryByText('All installs', { selector: 'dt' })).not.toBeInTheDocument();
    expect(installs.queryByText('—')).not.toBeInTheDocument();
    expect(installs.queryByText(/\b0\b/)).not.toBeInTheDocument();
  });

  it('reads the range asked for: 7 days, 30 days or all time', async () => {
    const network = stubFetch({ body: REPORT }, { body: { ...REPORT, range: 'all', from: undefined, to: undefined, visitors: 9999 } });
    renderRoute(`/report/${TOKEN}`);
    const ranges = within(await screen.findByRole('group', { name: 'Period' }));
    expect(ranges.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(ranges.getByRole('button', { name: 'All time' }));
    await waitFor(() => expect(figure('Visitors')).toBe('9,999'));
    expect(ranges.getByRole('button', { name: 'All time' })).toHaveAttribute('aria-pressed', 'true');
    expect(new URL(network.requests[1].url).searchParams.get('range')).toBe('all');
  });

  it('says so when a period has no visits yet', async () => {
    stubFetch({ body: { ...REPORT, visitors: 0, pageViews: 0, appStoreClicks: 0, playStoreClicks: 0, conversion: 0, daily: [], lastUpdated: null } });
    renderRoute(`/report/${TOKEN}`);
    expect(await screen.findByText(/No visits in this period yet/)).toBeInTheDocument();
    expect(screen.getByText(/No visits counted yet/)).toBeInTheDocument();
    expect(figure('Conversion')).toBe('0.0%');
  });

  it('says the link is no longer valid when the API does not know it (unknown, expired or revoked)', async () => {
    stubFetch({ status: 404, body: { statusCode: 404, error: 'This report link is no longer valid', code: 'REPORT_LINK_NOT_FOUND' } });
    renderRoute(`/report/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This report link is no longer valid' })).toBeInTheDocument();
    expect(screen.queryByText('Visitors')).not.toBeInTheDocument();
  });

  it('says the link is no longer valid without a token, and asks nothing of the API', async () => {
    const network = stubFetch({ body: REPORT });
    renderRoute('/report');
    expect(await screen.findByRole('heading', { name: 'This report link is no longer valid' })).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('shows a retry when the look-ups are limited or the API fails, and the report once it answers', async () => {
    stubFetch({ status: 429, body: { statusCode: 429, error: 'Too many requests, please try again later', code: 'RATE_LIMITED' } }, { body: REPORT });
    renderRoute(`/report/${TOKEN}`);
    expect(await screen.findByText(/Too many requests for a moment/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: '@kai' })).toBeInTheDocument();
  });

  it('shows the loading state while the report is on its way', async () => {
    const network = stubFetch({ body: REPORT });
    network.hold();
    renderRoute(`/report/${TOKEN}`);
    expect(await screen.findByText('Loading your report...')).toBeInTheDocument();
    network.release();
    expect(await screen.findByRole('heading', { level: 1, name: '@kai' })).toBeInTheDocument();
  });
});
