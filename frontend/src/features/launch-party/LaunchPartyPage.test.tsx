import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { brand } from '../../config/brand';
import { clickWithoutLeaving } from '../../test/events';
import { jsonRequestsTo, stubFetch } from '../../test/fetch';
import { runFirstPaintScriptAt } from '../../test/first-paint';
import { renderWithProviders } from '../../test/render';
import { LaunchPartyPage } from './LaunchPartyPage';
import { storeUrl } from '../../lib/store-links';

afterEach(() => vi.unstubAllGlobals());

describe('the launch party page', () => {
  it('shows the event facts: date, time, venue, address and free entry', () => {
    stubFetch({ status: 204 });
    renderWithProviders(<LaunchPartyPage />, { path: '/launch-party-santa-cruz' });
    expect(screen.getByText('Fri Aug 1, 2025')).toBeInTheDocument();
    expect(screen.getByText('1-6 PM Pacific')).toBeInTheDocument();
    expect(screen.getAllByText(/701 West Cliff Drive, Santa Cruz CA 95060/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Steamer Lane Lighthouse Lawn/).length).toBeGreaterThan(0);
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of Steamer Lane Lighthouse Lawn' })).toBeInTheDocument();
  });

  it('shows who invited the visitor, linking to their profile, and the first-paint script counts the view and store taps for that handle', async () => {
    const network = stubFetch({ status: 204 });
    runFirstPaintScriptAt('/launch-party-santa-cruz?influencer=@Pleasure.Point_Pat');
    renderWithProviders(<LaunchPartyPage />, { path: '/launch-party-santa-cruz?influencer=@Pleasure.Point_Pat' });
    const link = await screen.findByRole('link', { name: /@pleasure\.point_pat/ });
    expect(screen.getByTestId('invited-by')).toHaveTextContent(/^You were invited by @pleasure\.point_pat/);
    expect(link).toHaveAttribute('href', brand.influencerProfileUrl.replace('{handle}', 'pleasure.point_pat'));
    await waitFor(async () =>
      expect(await jsonRequestsTo(network, '/api/launch-party-influencer/')).toEqual([
        { path: '/api/launch-party-influencer/page-view', body: { influencer: 'pleasure.point_pat' } },
      ]),
    );

    expect(screen.getByRole('link', { name: 'Get Lineup on Google Play' })).toHaveAttribute(
      'href',
      storeUrl('play-store', { campaign: 'launch-party', influencer: 'pleasure.point_pat' }),
    );
    clickWithoutLeaving(screen.getByRole('link', { name: 'Get Lineup on Google Play' }));
    await waitFor(async () =>
      expect((await jsonRequestsTo(network, '/api/launch-party-influencer/')).map((call) => call.path)).toEqual([
        '/api/launch-party-influencer/page-view',
        '/api/launch-party-influencer/play-store-click',
      ]),
    );
    expect(await jsonRequestsTo(network, '/api/influencer/')).toEqual([]);
  });

  it.each([
    ['no influencer', '/launch-party-santa-cruz'],
    ['an invalid handle', '/launch-party-santa-cruz?influencer=%3Cscript%3E'],
  ])('with %s shows no invitation and counts nothing', async (_name, path) => {
    const network = stubFetch({ status: 204 });
    runFirstPaintScriptAt(path);
    renderWithProviders(<LaunchPartyPage />, { path });
    clickWithoutLeaving(screen.getByRole('link', { name: 'Download Lineup on the App Store' }));
    await waitFor(async () => expect((await jsonRequestsTo(network, '/api/analytics/')).length).toBeGreaterThan(0));
    expect(screen.getByTestId('invited-by')).toHaveTextContent('Free entry, all ages. Bring your crew.');
    expect(screen.getByRole('link', { name: 'Get Lineup on Google Play' })).toHaveAttribute('href', storeUrl('play-store', null));
    expect(await jsonRequestsTo(network, '/api/launch-party-influencer/')).toEqual([]);
  });

  it('links Learn More About Lineup home and records the event, labelled with the influencer of the link', async () => {
    const network = stubFetch({ status: 204 });
    runFirstPaintScriptAt('/launch-party-santa-cruz?influencer=pat');
    renderWithProviders(<LaunchPartyPage />, { path: '/launch-party-santa-cruz?influencer=pat' });
    const learnMore = screen.getByRole('link', { name: 'Learn More About Lineup' });
    expect(learnMore).toHaveAttribute('href', '/');
    fireEvent.click(learnMore);
    await waitFor(async () =>
      expect((await jsonRequestsTo(network, '/api/analytics/')).map((call) => call.body)).toContainEqual(
        expect.objectContaining({ event: 'launch_party_learn_more', category: 'launch_party', label: 'pat' }),
      ),
    );
  });

  it('describes the event as schema.org Event data', () => {
    stubFetch({ status: 204 });
    renderWithProviders(<LaunchPartyPage />, { path: '/launch-party-santa-cruz' });
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Event',
      startDate: '2025-08-01T13:00:00-07:00',
      endDate: '2025-08-01T18:00:00-07:00',
      isAccessibleForFree: true,
      location: { name: 'Steamer Lane Lighthouse Lawn', address: { streetAddress: '701 West Cliff Drive', postalCode: '95060' } },
      offers: { price: '0', validFrom: '2025-01-22' },
    });
  });
});
