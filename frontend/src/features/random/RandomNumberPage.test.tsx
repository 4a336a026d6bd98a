import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { RandomNumberPage } from './RandomNumberPage';

afterEach(() => vi.unstubAllGlobals());

describe('RandomNumberPage', () => {
  it('requests one number when it opens and shows it with the local time it was generated', async () => {
    const network = stubFetch({ body: { number: 42, timestamp: '2025-08-01T20:00:00.000Z' } });
    renderWithProviders(<RandomNumberPage />);

    expect(screen.getByRole('heading', { name: 'Random Number Generator' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByText(/Generated at:/)).toHaveTextContent(new Date('2025-08-01T20:00:00.000Z').toLocaleTimeString());
    expect(network.requests).toHaveLength(1);
    expect(new URL(network.requests[0].url).pathname).toBe('/api/random');
    expect(network.requests[0].credentials).toBe('include');
    expect(screen.getByText('Refresh the page to get a new random number automatically.')).toBeInTheDocument();
  });

  it('disables the button and reads Generating... while a new number is in flight', async () => {
    const network = stubFetch({ body: { number: 7, timestamp: '2025-08-01T20:00:00.000Z' } }, { body: { number: 93, timestamp: '2025-08-01T20:00:05.000Z' } });
    renderWithProviders(<RandomNumberPage />);
    await screen.findByText('7');

    network.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Generate New Number' }));
    const busy = await screen.findByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    network.release();
    expect(await screen.findByText('93')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate New Number' })).toBeEnabled();
    expect(network.requests).toHaveLength(2);
  });

  it('shows the failure in red text and lets the user try again', async () => {
    stubFetch({ status: 503, body: { statusCode: 503, error: 'Service temporarily unavailable' } }, { body: { number: 5, timestamp: '2025-08-01T20:00:00.000Z' } });
    renderWithProviders(<RandomNumberPage />);

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Failed to fetch random number');
    await userEvent.click(screen.getByRole('button', { name: 'Generate New Number' }));
    await waitFor(() => expect(screen.getByText('5')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the message of a network failure', async () => {
    stubFetch(new TypeError('NetworkError when attempting to fetch resource.'));
    renderWithProviders(<RandomNumberPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^NetworkError when attempting to fetch resource\.$/);
  });

  it('shows "An error occurred" when what was thrown is not an error', async () => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the case under test: a rejection that is not an Error.
    vi.stubGlobal('fetch', () => Promise.reject('offline'));
    renderWithProviders(<RandomNumberPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error occurred$/);
  });
});
