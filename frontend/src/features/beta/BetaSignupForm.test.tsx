import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { Toaster } from '../../components/toast/Toaster';
import { stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { BetaSignupForm } from './BetaSignupForm';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  renderWithProviders(
    <>
      <BetaSignupForm />
      <Toaster />
    </>,
  );
  return { input: screen.getByLabelText('Email address'), user: userEvent.setup() };
}

describe('the beta signup form', () => {
  it('has a labelled, required email field', () => {
    stubFetch({ status: 201, body: { ok: true } });
    const { input } = renderForm();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
  });

  it('does nothing when submitted empty', async () => {
    const network = stubFetch({ status: 201, body: { ok: true } });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Join the Beta' }));
    expect(network.requests).toHaveLength(0);
  });

  it('disables the field and button while signing up, then clears the email and opens the thank-you dialog until closed', async () => {
    const network = stubFetch({ status: 201, body: { ok: true } });
    const { input, user } = renderForm();
    await user.type(input, '  kook@oceanbeach.surf ');
    network.hold();
    await user.click(screen.getByRole('button', { name: 'Join the Beta' }));

    const busy = await screen.findByRole('button', { name: 'Signing up...' });
    expect(busy).toBeDisabled();
    expect(input).toBeDisabled();
    expect(network.requests).toHaveLength(1);
    const request = network.requests[0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/beta-signup');
    expect(await request.clone().json()).toEqual({ email: 'kook@oceanbeach.surf' });

    network.release();
    const dialog = await screen.findByRole('dialog', { name: "You're on the list!" });
    expect(input).toHaveValue('');
    expect(input).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the email is already registered when the API answers BETA_ALREADY_REGISTERED, and keeps it', async () => {
    stubFetch({ status: 409, body: { statusCode: 409, error: 'This email has already been registered for the beta.', code: 'BETA_ALREADY_REGISTERED' } });
    const { input, user } = renderForm();
    await user.type(input, 'local@steamerlane.surf');
    await user.click(screen.getByRole('button', { name: 'Join the Beta' }));

    expect(await screen.findByText('Already signed up')).toBeInTheDocument();
    expect(screen.getByText('This email has already been registered for the beta.')).toBeInTheDocument();
    expect(input).toHaveValue('local@steamerlane.surf');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the Beta' })).toBeEnabled();
  });

  it.each([
    ['a server error', { status: 500, body: { statusCode: 500, error: 'Internal server error' } }],
    ['a rate limit', { status: 429, body: { statusCode: 429, error: 'Too many requests' } }],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('asks to try again later after %s', async (_name, reply) => {
    stubFetch(reply);
    const { input, user } = renderForm();
    await user.type(input, 'charger@mavericks.surf');
    await user.click(screen.getByRole('button', { name: 'Join the Beta' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to register for beta. Please try again later.')).toBeInTheDocument();
    expect(input).toHaveValue('charger@mavericks.surf');
  });
});
