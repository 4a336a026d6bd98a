import { screen } from '@testing-library/react';
import { brand } from '../../config/brand';
import { storeClick } from '../../lib/page-markup';
import { storeUrl } from '../../lib/store-links';
import { renderWithProviders } from '../../test/render';
import { StoreButtons } from './StoreButtons';

describe('the store badges', () => {
  it('are named by their visible text, so speech input can say what it sees (WCAG label in name)', () => {
    renderWithProviders(<StoreButtons tracking={storeClick('news')} />);
    const appStore = screen.getByRole('link', { name: `Download ${brand.productName} on the App Store` });
    const playStore = screen.getByRole('link', { name: `Get ${brand.productName} on Google Play` });
    for (const badge of [appStore, playStore]) {
      expect(badge).not.toHaveAttribute('aria-label');
      expect(screen.getByRole('link', { name: badge.textContent ?? '' })).toBe(badge);
    }
    expect(appStore).toHaveAttribute('href', brand.appStoreUrl);
    expect(playStore).toHaveAttribute('href', brand.playStoreUrl);
  });

  it('carry their store and analytics event for the first-paint script, in the prerendered markup', () => {
    renderWithProviders(<StoreButtons tracking={storeClick('news')} />);
    const appStore = screen.getByRole('link', { name: /App Store/ });
    const playStore = screen.getByRole('link', { name: /Google Play/ });
    expect(appStore).toHaveAttribute('data-store', 'app-store');
    expect(appStore).toHaveAttribute('data-track-event', 'app_store_click');
    expect(playStore).toHaveAttribute('data-store', 'play-store');
    expect(playStore).toHaveAttribute('data-track-event', 'play_store_click');
    for (const badge of [appStore, playStore]) {
      expect(badge).toHaveAttribute('data-track-category', 'download');
      expect(badge).toHaveAttribute('data-track-label', 'news');
    }
  });

  it('link to the stores with the campaign and handle on an influencer’s page', () => {
    const campaign = { campaign: 'influencer', influencer: 'kai' } as const;
    renderWithProviders(<StoreButtons tracking={storeClick('invite')} campaign={campaign} />);
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', storeUrl('app-store', campaign));
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', storeUrl('play-store', campaign));
    expect(storeUrl('app-store', campaign)).toContain('ct=influencer%3Akai');
  });
});
