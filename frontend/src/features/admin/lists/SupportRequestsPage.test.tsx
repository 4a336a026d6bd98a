import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import type { SupportPriority, SupportRequest } from '../../../lib/api-types';
import { renderWithProviders } from '../../../test/render';
import { SupportRequestsPage } from './SupportRequestsPage';
import { LOGGED_IN, stubAdminApi } from '../test/admin-server';

// Whole pages with typing: slower than the defaults when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

const request = (id: string, subject: string, createdAt: string, priority: SupportPriority): SupportRequest => ({
  id,
  name: 'Kelly Waters',
  email: 'kelly@example.com',
  subject,
  category: 'forecasts',
  priority,
  description: `${subject}: the whole story,\nover two lines.`,
  createdAt,
  status: 'open',
  statusChangedAt: null,
  statusChangedBy: null,
  answerDueAt: new Date(Date.parse(createdAt) + 48 * 3_600_000).toISOString(),
  overdue: false,
  mails: [],
});

describe('SupportRequestsPage', () => {
  it('lists requests newest first with category and priority, and opens one in full', async () => {
    stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/admin/support-requests': {
        body: { items: [request('a', 'Older one', '2025-08-01T10:00:00Z', 'low'), request('b', 'Newer one', '2025-08-02T10:00:00Z', 'urgent')], total: 2, page: 1, pageSize: 25 },
      },
    });
    renderWithProviders(<SupportRequestsPage />);
    const table = await screen.findByRole('table', { name: 'Support requests' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual(['Newer one', 'Older one']);
    expect(within(rows[0]).getByText('Forecast Accuracy')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Urgent')).toBeInTheDocument();

    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Read: Older one' }));
    const dialog = await screen.findByRole('dialog', { name: 'Older one' });
    expect(dialog).toHaveTextContent('Older one: the whole story, over two lines.');
    expect(within(dialog).getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', 'mailto:kelly@example.com?subject=Re%3A%20Older%20one');
  });

  it('downloads the API’s CSV export', async () => {
    // jsdom has no object URLs: capture the Blob the page hands over.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const api = stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/admin/support-requests': (sent) =>
        new URL(sent.url).searchParams.get('format') === 'csv' ? { body: 'createdAt,name\n2025-08-02,Kelly\n' } : { body: { items: [], total: 0, page: 1, pageSize: 25 } },
    });
    renderWithProviders(<SupportRequestsPage />);
    expect(await screen.findByText('No support requests yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(await readBlob(createObjectURL.mock.calls[0][0])).toBe('createdAt,name\n2025-08-02,Kelly\n');
    expect(api.calls('GET /api/admin/support-requests').some((sent) => sent.url.endsWith('format=csv'))).toBe(true);
  });
});
