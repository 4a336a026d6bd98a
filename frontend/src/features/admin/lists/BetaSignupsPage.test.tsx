import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BetaSignupsPage } from './BetaSignupsPage';
import { LOGGED_IN, stubAdminApi } from '../test/admin-server';
import { captureDownloads, FORMULA_LINES, FORMULA_LINES_READ, safeCsvRows } from '../test/csv-download';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('BetaSignupsPage', () => {
  it('lists signups with their total', async () => {
    stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/admin/beta-signups': { body: { items: [{ id: '1', email: 'jane@example.com', createdAt: '2025-08-02T10:00:00Z' }], total: 1, page: 1, pageSize: 25 } },
    });
    renderWithProviders(<BetaSignupsPage />);
    expect(await screen.findByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByText('1 person has signed up.')).toBeInTheDocument();
  });

  it('exports a signup whose every line would start a formula with each line defused (issue 42)', async () => {
    const downloads = captureDownloads();
    stubAdminApi({
      'GET /api/admin/session': LOGGED_IN,
      'GET /api/admin/beta-signups': { body: { items: [{ id: FORMULA_LINES, email: FORMULA_LINES, createdAt: '2025-08-02T10:00:00Z' }], total: 1, page: 1, pageSize: 25 } },
    });
    renderWithProviders(<BetaSignupsPage />);
    await screen.findByText('1 person has signed up.');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(safeCsvRows(await downloads.text())).toEqual([
      ['createdAt', 'email', 'id'],
      ['2025-08-02T10:00:00Z', FORMULA_LINES_READ, FORMULA_LINES_READ],
    ]);
  });
});
