import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { HeroBadge, SplitHero } from './SplitHero';

describe('the split hero', () => {
  it('is a region named by its one h1, with the badge, the lead, the actions and the visual', () => {
    renderWithProviders(
      <SplitHero titleId="t" badge={<HeroBadge>New</HeroBadge>} title="Ride the swell" lead="Forecasts for every break." visual={<p>phone</p>}>
        <a href="/getapp">Get the app</a>
      </SplitHero>,
    );
    const hero = screen.getByRole('region', { name: 'Ride the swell' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const text of ['New', 'Forecasts for every break.', 'Get the app', 'phone']) expect(hero).toHaveTextContent(text);
  });

  it('hands the desktop column widths to its grid as a CSS variable, so every ratio shares one class', () => {
    renderWithProviders(
      <SplitHero titleId="t" title="Title" lead="Lead" columns="1.15fr 0.85fr" visual={null}>
        {null}
      </SplitHero>,
    );
    const grid = screen.getByRole('heading', { level: 1 }).parentElement?.parentElement;
    expect(grid?.style.getPropertyValue('--split-columns')).toBe('1.15fr 0.85fr');
  });
});
