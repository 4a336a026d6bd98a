import { screen, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { NewsPage } from './NewsPage';

afterEach(() => vi.unstubAllGlobals());

describe('the news page', () => {
  it('lists the press feature of Aug 16, 2025, then the launch announcement of Jul 16, 2025 with store badges', () => {
    stubFetch({ status: 204 });
    renderWithProviders(<NewsPage />, { path: '/news' });
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(2);

    const [press, launch] = articles;
    expect(within(press).getByText('Aug 16, 2025')).toBeInTheDocument();
    expect(within(press).getByText('In the press: Coastal Currents')).toBeInTheDocument();
    expect(within(launch).getByText('Jul 16, 2025')).toBeInTheDocument();
    expect(within(launch).getByRole('heading', { name: 'Lineup launches on iPhone and Android' })).toBeInTheDocument();
    expect(within(launch).getByRole('link', { name: 'Download Lineup on the App Store' })).toBeInTheDocument();
    expect(within(launch).getByRole('link', { name: 'Get Lineup on Google Play' })).toBeInTheDocument();
  });

  it('shows no link to the press feature when NEWS_PRESS_URL is not set', () => {
    stubFetch({ status: 204 });
    renderWithProviders(<NewsPage />, { path: '/news' });
    expect(screen.queryByRole('link', { name: /Read the full story/ })).not.toBeInTheDocument();
  });

  it('links the press feature to NEWS_PRESS_URL, in a new tab', async () => {
    // The brand is written into the build (build/brand.ts): a build with NEWS_PRESS_URL set, as the page's modules see it.
    vi.resetModules();
    vi.doMock('../../config/brand', async (importOriginal) => {
      const { brand } = await importOriginal<typeof import('../../config/brand')>();
      return { brand: { ...brand, newsPressUrl: 'https://press.example/lineup' } };
    });
    const { NewsPage: ConfiguredNewsPage } = await import('./NewsPage');
    const { renderWithProviders: renderConfigured } = await import('../../test/render');
    stubFetch({ status: 204 });
    renderConfigured(<ConfiguredNewsPage />, { path: '/news' });
    const link = screen.getByRole('link', { name: /Read the full story on Coastal Currents/ });
    expect(link).toHaveAttribute('href', 'https://press.example/lineup');
    expect(link).toHaveAttribute('target', '_blank');
    vi.doUnmock('../../config/brand');
  });

  it('links back to the home page', () => {
    stubFetch({ status: 204 });
    renderWithProviders(<NewsPage />, { path: '/news' });
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
