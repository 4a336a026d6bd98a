import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { MapView } from '../components/map/MapView';
import { Toaster } from '../components/toast/Toaster';
import { toastAdded } from '../components/toast/toast-slice';
import { BetaSignupForm } from '../features/beta/BetaSignupForm';
import { InfluencerStatsPage } from '../features/admin/campaigns/InfluencerStatsPage';
import { rememberLogin } from '../features/admin/session/admin-session';
import { LOGGED_IN, stubAdminApi } from '../features/admin/test/admin-server';
import { RandomNumberPage } from '../features/random/RandomNumberPage';
import { SupportForm } from '../features/support/SupportForm';
import { api, type ApiError } from '../lib/api';
import { makeStore } from '../lib/store';
import { theme } from '../styles/theme';
import { stubFetch } from '../test/fetch';
import { renderRoute, renderWithProviders } from '../test/render';

/**
 * Rules of shared/SPEC.md (§4, §5, §8, §9) that no feature's own tests held; docs/spec-coverage.md
 * lists every rule with the test that checks it.
 */

// Whole pages and the map load their code lazily: roomier timeouts for a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => 'probe' }),
    probeSend: build.mutation<unknown, void>({ query: () => ({ url: 'probe', method: 'POST' }) }),
  }),
});

/** The toast on screen whose title is `title`: Radix renders each as a list item. */
async function findToast(title: string): Promise<HTMLElement> {
  const toast = (await screen.findByText(title)).closest('li');
  if (!toast) throw new Error(`The toast "${title}" is not a list item`);
  return toast;
}

async function fillInSupportForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), 'Kelly Waters');
  await user.type(screen.getByLabelText(/^Email/), 'kelly@example.com');
  await user.type(screen.getByLabelText(/^Subject/), 'Forecast missing');
  await user.selectOptions(screen.getByLabelText(/^Category/), 'forecasts');
  await user.selectOptions(screen.getByLabelText(/^Priority/), 'high');
  await user.type(screen.getByLabelText(/^Description/), 'The hourly strip is empty.');
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));
}

describe('§4 toasts: default or destructive', () => {
  it('shows "Already signed up" as a destructive toast, in the danger colour', async () => {
    stubFetch({ status: 409, body: { statusCode: 409, error: 'This email has already been registered for the beta.', code: 'BETA_ALREADY_REGISTERED' } });
    renderWithProviders(
      <>
        <BetaSignupForm />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'local@steamerlane.surf');
    await user.click(screen.getByRole('button', { name: 'Join the Beta' }));
    expect(await findToast('Already signed up')).toHaveStyle({ backgroundColor: theme.colors.danger });
  });

  it('shows "Failed to submit request" as a destructive toast, and "Support request submitted!" as a default one', async () => {
    stubFetch({ status: 500, body: { statusCode: 500, error: 'Internal server error' } }, { status: 201, body: { ok: true, id: '3f1c2b1e-0000-4000-8000-000000000000' } });
    renderWithProviders(
      <>
        <SupportForm />
        <Toaster />
      </>,
    );
    await fillInSupportForm();
    expect(await findToast('Failed to submit request')).toHaveStyle({ backgroundColor: theme.colors.danger });

    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    const success = await findToast('Support request submitted!');
    expect(success).toHaveStyle({ backgroundColor: theme.colors.white });
    expect(success).not.toHaveStyle({ backgroundColor: theme.colors.danger });
  });
});

describe('§4 the admin session of the influencer dashboard', () => {
  it('clears the stored session after 24 hours and shows the gate again, without the launch-party notice and without asking for stats', async () => {
    rememberLogin(Date.now() - 24 * 60 * 60 * 1000 - 1000);
    const admin = stubAdminApi({ 'GET /api/admin/session': LOGGED_IN, 'DELETE /api/admin/session': { status: 204 } });
    renderWithProviders(<InfluencerStatsPage />);

    expect(await screen.findByLabelText('Admin password')).toBeInTheDocument();
    expect(screen.queryByText('Session expired. Please log in again.')).not.toBeInTheDocument();
    expect(localStorage.getItem('lineup.admin.session')).toBeNull();
    expect(admin.calls('GET /api/influencer/stats')).toHaveLength(0);
  });
});

describe('§5 the support form', () => {
  it('marks each of its six fields with an asterisk after the label', () => {
    renderWithProviders(<SupportForm />);
    for (const name of ['Name', 'Email', 'Subject', 'Category', 'Priority', 'Description']) {
      const field = screen.getByLabelText<HTMLInputElement>(new RegExp(`^${name}`));
      expect(field.labels?.[0].textContent).toBe(`${name}*`);
    }
  });
});

describe('§8 the generic error of a non-OK response', () => {
  it('is the status, a colon and a space, then the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 502, statusText: 'Bad Gateway' })));
    const result = await makeStore().dispatch(probeApi.endpoints.probe.initiate());
    expect((result.error as ApiError).message).toBe('502: Bad Gateway');
  });
});

describe('§8 the random-number page', () => {
  it('shows an error in red', async () => {
    stubFetch({ status: 503, body: { statusCode: 503, error: 'Service temporarily unavailable' } });
    renderWithProviders(<RandomNumberPage />);
    expect(await screen.findByRole('alert')).toHaveStyle({ color: theme.colors.danger });
  });
});

describe('§9 data fetching defaults', () => {
  it('serves a later subscriber the answer already fetched: results never go stale by themselves', async () => {
    const network = stubFetch({ body: { value: 1 } });
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(network.requests).toHaveLength(1);
  });

  it('does not refetch when the window regains focus or the connection comes back', async () => {
    const network = stubFetch({ body: { value: 1 } });
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate());
    store.dispatch(api.internalActions.onFocus());
    store.dispatch(api.internalActions.onOnline());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.requests).toHaveLength(1);
  });

  it('does not fetch again on an interval: one random number in an hour the page stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const network = stubFetch({ body: { number: 42, timestamp: '2025-08-01T20:00:00.000Z' } });
    renderWithProviders(<RandomNumberPage />);
    expect(await screen.findByText('42')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60 * 60 * 1000));
    expect(network.requests).toHaveLength(1);
  });

  it('does not retry a failed mutation', async () => {
    const network = stubFetch({ status: 500, body: { statusCode: 500, error: 'Internal server error' } });
    const result = await makeStore().dispatch(probeApi.endpoints.probeSend.initiate());
    expect(result.error).toBeDefined();
    expect(network.requests).toHaveLength(1);
  });
});

describe('§9 toasts', () => {
  it('closes a toast by itself 5000 ms after it opens', async () => {
    const { store } = renderWithProviders(<Toaster />);
    // The first toast loads the toast code; the one timed opens once it is there.
    act(() => {
      store.dispatch(toastAdded({ title: 'Loading the toasts' }));
    });
    await screen.findByText('Loading the toasts');
    vi.useFakeTimers();
    act(() => {
      store.dispatch(toastAdded({ title: 'Support request submitted!' }));
    });
    const isOpen = () => store.getState().toasts.toasts[0].open;
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(isOpen()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(isOpen()).toBe(false);
  });

  it('removes a dismissed toast after 1,000,000 ms', async () => {
    const { store } = renderWithProviders(<Toaster />);
    act(() => {
      store.dispatch(toastAdded({ title: 'Network error', description: 'Please check your connection and try again.' }));
    });
    const close = await screen.findByRole('button', { name: 'Close' });
    vi.useFakeTimers();
    act(() => close.click());
    expect(store.getState().toasts.toasts).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(999_999));
    expect(store.getState().toasts.toasts).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(store.getState().toasts.toasts).toHaveLength(0);
  });
});

describe('§9 the map', () => {
  const center = { latitude: 36.9512, longitude: -122.0262, popup: 'Steamer Lane' };

  it('opens at zoom 13 unless a page says otherwise', async () => {
    renderWithProviders(<MapView center={center} markers={[center]} label="Map of the breaks" />);
    await waitFor(() => expect(document.querySelector('img.leaflet-tile')).not.toBeNull());
    const zooms = [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) => /\/(\d+)\/\d+\/\d+\.png$/.exec(tile.src)?.[1]);
    expect(new Set(zooms)).toEqual(new Set(['13']));
  });

  it('zooms in no further than tile zoom 19', async () => {
    renderWithProviders(<MapView center={center} zoom={18} label="Map of the breaks" />);
    const map = await screen.findByRole('region', { name: 'Map of the breaks' });
    const zoomIn = await within(map).findByRole('button', { name: 'Zoom in' });
    expect(zoomIn).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(zoomIn);
    await waitFor(() => expect(zoomIn).toHaveAttribute('aria-disabled', 'true'));
  });
});

describe('§9 the brand', () => {
  it('is teal: the random-number page’s button', async () => {
    stubFetch({ body: { number: 42, timestamp: '2025-08-01T20:00:00.000Z' } });
    renderWithProviders(<RandomNumberPage />);
    expect(await screen.findByRole('button', { name: 'Generate New Number' })).toHaveStyle({ backgroundColor: theme.colors.teal });
  });

  it('announces the launch as July 2025 on the home page', async () => {
    stubFetch({ status: 204 });
    renderRoute('/');
    expect(await screen.findByText(/Launching July 2025/)).toBeInTheDocument();
  });
});
