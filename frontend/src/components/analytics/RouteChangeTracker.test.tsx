import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

async function pageViews(network: ReturnType<typeof stubFetch>) {
  const events = await Promise.all(
    network.requests.filter((request) => new URL(request.url).pathname === '/api/analytics/events').map((request) => request.clone().json()),
  );
  return events.filter((event) => event.event === 'page_view').map((event) => event.label);
}

describe('the route-change tracker', () => {
  it('records a page_view for the first page and for each route change', async () => {
    const network = stubFetch({ status: 204 });
    renderRoute('/news');
    // The first render waits for the lazily loaded page, which can take a moment in a cold test run.
    await waitFor(async () => expect(await pageViews(network)).toEqual(['/news']), { timeout: 5000 });
    await userEvent.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Support' }));
    await waitFor(async () => expect(await pageViews(network)).toEqual(['/news', '/support']), { timeout: 5000 });
  });
});
