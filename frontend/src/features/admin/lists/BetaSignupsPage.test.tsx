import { screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BetaSignupsPage } from './BetaSignupsPage';
import { LOGGED_IN, stubAdminApi } from '../test/admin-server';

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
});
