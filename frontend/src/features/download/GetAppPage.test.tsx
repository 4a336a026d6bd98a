import { screen, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { GetAppPage } from './GetAppPage';

afterEach(() => vi.unstubAllGlobals());

describe('the app download page', () => {
  it('shows the coming-soon cameras banner, the hero with 5 features, store buttons, availability and price', () => {
    stubFetch({ status: 204 });
    renderWithProviders(<GetAppPage />, { path: '/getapp' });
    expect(screen.getByText(/Live surf cameras/)).toHaveTextContent('Northern California');
    expect(screen.getByRole('heading', { level: 1, name: 'Score More Epic Waves' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'Score More Epic Waves' });
    expect(within(hero).getAllByRole('listitem')).toHaveLength(5);
    expect(within(hero).getByText('Now Available')).toBeInTheDocument();
    expect(within(hero).getByText('Free to use, no subscription required')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Download Lineup on the App Store' })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Get Lineup on Google Play' })).toBeInTheDocument();
  });

  it('has the spot chat section, 4 feature blocks, a download call to action and support and FAQ cards', () => {
    stubFetch({ status: 204 });
    renderWithProviders(<GetAppPage />, { path: '/getapp' });
    expect(screen.getByRole('heading', { level: 2, name: /before you paddle out/ })).toBeInTheDocument();
    const features = screen.getByRole('region', { name: 'Everything in Lineup' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 2, name: 'Get Lineup on your phone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Support/ })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq');
  });

  it('carries the Smart App Banner and the SoftwareApplication data', () => {
    stubFetch({ status: 204 });
    renderWithProviders(<GetAppPage />, { path: '/getapp' });
    expect(document.head.querySelector('meta[name="apple-itunes-app"]')?.getAttribute('content')).toMatch(/^app-id=\d+/);
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')['@type']).toBe('SoftwareApplication');
  });
});
