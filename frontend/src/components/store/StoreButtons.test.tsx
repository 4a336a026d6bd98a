import { screen } from '@testing-library/react';
import { brand } from '../../config/brand';
import { renderWithProviders } from '../../test/render';
import { StoreButtons } from './StoreButtons';

describe('the store badges', () => {
  it('are named by their visible text, so speech input can say what it sees (WCAG label in name)', () => {
    renderWithProviders(<StoreButtons />);
    const appStore = screen.getByRole('link', { name: `Download ${brand.productName} on the App Store` });
    const playStore = screen.getByRole('link', { name: `Get ${brand.productName} on Google Play` });
    for (const badge of [appStore, playStore]) {
      expect(badge).not.toHaveAttribute('aria-label');
      expect(screen.getByRole('link', { name: badge.textContent ?? '' })).toBe(badge);
    }
    expect(appStore).toHaveAttribute('href', brand.appStoreUrl);
    expect(playStore).toHaveAttribute('href', brand.playStoreUrl);
  });
});
