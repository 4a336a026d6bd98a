import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AdminLoginForm } from './AdminLoginForm';
import { stubAdminApi } from '../test/admin-server';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function submit(password: string) {
  await userEvent.type(screen.getByLabelText('Admin password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Unlock dashboard' }));
}

describe('AdminLoginForm', () => {
  it('says what to set when the server has no admin password (ADMIN_LOGIN_DISABLED)', async () => {
    stubAdminApi({
      'POST /api/admin/session': {
        status: 503,
        body: {
          statusCode: 503,
          code: 'ADMIN_LOGIN_DISABLED',
          error: 'Admin login is disabled: no admin password is configured. Set ADMIN_PASSWORD (at least 12 characters) in the API environment and restart the API',
        },
      },
    });
    renderWithProviders(<AdminLoginForm />);
    await submit('anything-at-all');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Admin login is turned off on this server: no admin password is set.');
    expect(alert).toHaveTextContent('set ADMIN_PASSWORD (12 characters or more) in its environment and restart it');
    expect(screen.getByLabelText('Admin password')).toHaveValue('anything-at-all');
  });

  it('asks to try again in a moment when the server is briefly unavailable (DATABASE_UNAVAILABLE)', async () => {
    stubAdminApi({
      'POST /api/admin/session': {
        status: 503,
        body: { statusCode: 503, error: 'Service temporarily unavailable, please try again shortly', code: 'DATABASE_UNAVAILABLE' },
        headers: { 'Retry-After': '5' },
      },
    });
    renderWithProviders(<AdminLoginForm />);
    await submit('anything-at-all');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not log you in right now. Please try again in a moment.');
  });
});
