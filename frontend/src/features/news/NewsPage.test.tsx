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
    expect(within(press).getByRole('link', { name: /Read the full story/ })).toHaveAttribute('target', '_blank');
    expect(within(launch).getByText('Jul 16, 2025')).toBeInTheDocument();
    expect(within(launch).getByRole('heading', { name: 'Lineup launches on iPhone and Android' })).toBeInTheDocument();
    expect(within(launch).getByRole('link', { name: 'Download Lineup on the App Store' })).toBeInTheDocument();
    expect(within(launch).getByRole('link', { name: 'Get Lineup on Google Play' })).toBeInTheDocument();
  });

  it('links back to the home page', () => {
    stubFetch({ status: 204 });
    renderWithProviders(<NewsPage />, { path: '/news' });
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
