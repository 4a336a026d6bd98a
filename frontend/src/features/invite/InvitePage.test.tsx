import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { makeStore } from '../../lib/store';
import { clickWithoutLeaving } from '../../test/events';
import { jsonRequestsTo, stubFetch } from '../../test/fetch';
import { runFirstPaintScriptAt } from '../../test/first-paint';
import { storeUrl } from '../../lib/store-links';
import { renderWithProviders } from '../../test/render';
import { InvitePage } from './InvitePage';

afterEach(() => vi.unstubAllGlobals());

describe('the invite page', () => {
  it('greets a valid influencer with a badge, and the first-paint script counts one page view for the normalized handle', async () => {
    const network = stubFetch({ status: 204 });
    runFirstPaintScriptAt('/invite?influencer=%20@Surfer_Jane%20');
    renderWithProviders(<InvitePage />, { path: '/invite?influencer=%20@Surfer_Jane%20' });
    // Shown as the link spells it, counted in lower case.
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Surfer_Jane on Lineup' })).toBeInTheDocument();
    expect(screen.getByTestId('invite-badge')).toHaveTextContent('Personal invite from @Surfer_Jane');
    await waitFor(async () => expect(await jsonRequestsTo(network, '/api/influencer/')).toEqual([{ path: '/api/influencer/page-view', body: { influencer: 'surfer_jane' } }]));
  });

  it('links its badges to the stores with the influencer’s campaign, and counts their taps for the influencer through the first-paint script', async () => {
    const network = stubFetch({ status: 204 });
    runFirstPaintScriptAt('/invite?influencer=steamer.local');
    renderWithProviders(<InvitePage />, { path: '/invite?influencer=steamer.local' });
    await screen.findByRole('heading', { name: 'Join steamer.local on Lineup' });
    const campaign = { campaign: 'influencer', influencer: 'steamer.local' } as const;
    expect(screen.getByRole('link', { name: 'Download Lineup on the App Store' })).toHaveAttribute('href', storeUrl('app-store', campaign));
    expect(screen.getByRole('link', { name: 'Get Lineup on Google Play' })).toHaveAttribute('href', storeUrl('play-store', campaign));
    clickWithoutLeaving(screen.getByRole('link', { name: 'Download Lineup on the App Store' }));
    clickWithoutLeaving(screen.getByRole('link', { name: 'Get Lineup on Google Play' }));
    await waitFor(async () =>
      expect((await jsonRequestsTo(network, '/api/influencer/')).map((call) => call.path)).toEqual([
        '/api/influencer/page-view',
        '/api/influencer/app-store-click',
        '/api/influencer/play-store-click',
      ]),
    );
  });

  it.each([
    ['no influencer', '/invite'],
    ['an invalid handle', '/invite?influencer=not%20a%20handle!'],
    ['a handle over 40 characters', `/invite?influencer=${'x'.repeat(41)}`],
  ])('with %s shows the plain download page and counts nothing for anyone', async (_name, path) => {
    const network = stubFetch({ status: 204 });
    runFirstPaintScriptAt(path);
    renderWithProviders(<InvitePage />, { path });
    expect(screen.getByRole('heading', { level: 1, name: 'Download the Lineup app' })).toBeInTheDocument();
    clickWithoutLeaving(screen.getByRole('link', { name: 'Download Lineup on the App Store' }));
    await waitFor(async () => expect((await jsonRequestsTo(network, '/api/analytics/')).length).toBeGreaterThan(0));
    expect(screen.getByTestId('invite-badge')).toHaveTextContent('Free on iPhone and Android');
    expect(screen.getByRole('link', { name: 'Download Lineup on the App Store' })).toHaveAttribute('href', storeUrl('app-store', null));
    expect(await jsonRequestsTo(network, '/api/influencer/')).toEqual([]);
  });

  it('renders the neutral page on the server, so the prerendered page and hydration agree', () => {
    const html = renderToString(
      <AppProviders store={makeStore()}>
        <MemoryRouter initialEntries={['/invite?influencer=surfer_jane']}>
          <InvitePage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(html).toContain('Download the Lineup app');
    expect(html).not.toContain('surfer_jane');
  });
});
