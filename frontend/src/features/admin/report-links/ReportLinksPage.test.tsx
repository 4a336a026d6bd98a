import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { CreatedReportLink, ReportLink } from '../../../lib/api-types';
import { renderRoute } from '../../../test/render';
import { LOGGED_IN, setUpAdminPageTests, statsRecord, stubAdminApi } from '../test/admin-server';

// jsdom has no canvas; the real drawing is checked end to end.
vi.mock('qrcode', () => ({
  default: {
    toDataURL: vi.fn((text: string) => Promise.resolve(`data:image/png;base64,${btoa(text)}`)),
    toString: vi.fn((text: string) => Promise.resolve(`<svg data-text="${text}"></svg>`)),
  },
}));

setUpAdminPageTests();

const KAI: ReportLink = {
  id: '0b6c1d6e-1111-4222-8333-444455556666',
  campaign: 'influencer',
  influencer: 'kai',
  createdAt: '2025-08-01T10:00:00.000Z',
  expiresAt: null,
  lastOpenedAt: '2025-08-02T08:30:00.000Z',
};
const MIA: ReportLink = {
  id: '1b6c1d6e-1111-4222-8333-444455556666',
  campaign: 'launch-party',
  influencer: 'mia',
  createdAt: '2025-08-01T11:00:00.000Z',
  expiresAt: '2025-08-08T11:00:00.000Z',
  lastOpenedAt: null,
};

describe('ReportLinksPage', () => {
  it('lists every link with its campaign, handle, expiry and last open', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/admin/report-links': { body: [KAI, MIA] } });
    renderRoute('/admin/report-links');
    const table = await screen.findByRole('table', { name: 'Report links' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('kai');
    expect(rows[0]).toHaveTextContent('Invite');
    expect(rows[0]).toHaveTextContent('Never');
    expect(
      within(rows[0])
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual([KAI.createdAt, KAI.lastOpenedAt]);
    expect(rows[1]).toHaveTextContent('Launch party');
    expect(rows[1]).toHaveTextContent('Expired');
    expect(rows[1]).toHaveTextContent('Not yet');
    expect(screen.getByRole('link', { name: 'Report links' })).toHaveAttribute('href', '/admin/report-links');
  });

  it('revokes a link only once confirmed, then reads the list again', async () => {
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/admin/report-links': { body: [KAI, MIA] },
      [`DELETE /api/admin/report-links/${KAI.id}`]: { status: 204 },
    });
    renderRoute('/admin/report-links');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke the report link of kai' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(api.calls(`DELETE /api/admin/report-links/${KAI.id}`)).toHaveLength(0);

    api.set('GET /api/admin/report-links', { body: [MIA] });
    await user.click(screen.getByRole('button', { name: 'Revoke the report link of kai' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: revoke the report link of kai' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'kai' })).not.toBeInTheDocument());
    expect(api.calls(`DELETE /api/admin/report-links/${KAI.id}`)).toHaveLength(1);
    expect(await screen.findByText('Link revoked')).toBeInTheDocument();
  });

  it('says so when there is no link yet', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'GET /api/admin/report-links': { body: [] } });
    renderRoute('/admin/report-links');
    expect(await screen.findByText(/No report links yet/)).toBeInTheDocument();
  });
});

describe('sharing a report from a campaign dashboard', () => {
  it.each([
    ['/admin/influencer-stats', '/api/influencer/stats', 'influencer'],
    ['/admin/launch-party-influencer-stats', '/api/launch-party-influencer/stats', 'launch-party'],
  ] as const)('%s: a row creates a link for its handle and campaign, shows it with its QR code and copies it', async (page, statsPath, campaign) => {
    const created: CreatedReportLink = {
      id: KAI.id,
      url: 'https://lineup.surf/report/3q2-7wEjgkx0ZcV9x0u1jWk7bJ8yQm4KfJ2rX9tHc1A',
      campaign,
      influencer: 'kai',
      createdAt: KAI.createdAt,
      expiresAt: '2025-08-31T10:00:00.000Z',
    };
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      [`GET ${statsPath}`]: { body: [statsRecord('kai', 10, 1, 0), statsRecord('mia', 5, 0, 0)] },
      [`GET ${statsPath}/daily`]: { body: [] },
      'POST /api/admin/report-links': { status: 201, body: created },
    });
    renderRoute(page);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share report: kai' }));
    const dialog = await screen.findByRole('dialog', { name: "Share kai's report" });
    await user.selectOptions(within(dialog).getByLabelText('Link expires after'), '30 days');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByLabelText('Report link URL')).toHaveValue(created.url);
    expect(await api.calls('POST /api/admin/report-links')[0].json()).toEqual({ campaign, influencer: 'kai', expiresInDays: 30 });
    await waitFor(() => expect(within(dialog).getByAltText(`QR code for ${created.url}`)).toHaveAttribute('src', `data:image/png;base64,${btoa(created.url)}`));
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(created.url);
  });
});
