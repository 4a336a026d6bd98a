import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { FAQ_ITEMS } from './faq-content';
import { FaqPage } from './FaqPage';

const question = (name: string | RegExp) => screen.getByRole('heading', { level: 3, name });

function itemOf(name: string | RegExp): HTMLDetailsElement {
  const details = question(name).closest('details');
  if (!details) throw new Error(`The question ${String(name)} is not in a details element`);
  return details;
}

describe('the FAQ', () => {
  it('asks the eight questions of the specification as headings in summaries, all closed at first', () => {
    renderWithProviders(<FaqPage />);
    const headings = FAQ_ITEMS.map((item) => question(item.question));
    expect(headings).toHaveLength(8);
    for (const heading of headings) {
      expect(heading.parentElement?.localName).toBe('summary');
      expect(heading.closest('details')?.open).toBe(false);
    }
  });

  it('groups every answer under one details name, so the browser keeps one open at a time', () => {
    renderWithProviders(<FaqPage />);
    const names = FAQ_ITEMS.map((item) => itemOf(item.question).getAttribute('name'));
    expect(new Set(names)).toEqual(new Set(['faq']));
  });

  it('shows the answer when its question is chosen, and hides it when the question is chosen again', async () => {
    renderWithProviders(<FaqPage />);
    const user = userEvent.setup();
    const spots = itemOf('Which surf spots are supported?');
    expect(within(spots).getByText(/from Marin to Santa Cruz/)).not.toBeVisible();

    await user.click(question('Which surf spots are supported?'));
    expect(spots.open).toBe(true);
    expect(within(spots).getByText(/from Marin to Santa Cruz/)).toBeVisible();

    await user.click(question('Which surf spots are supported?'));
    expect(spots.open).toBe(false);
    expect(within(spots).getByText(/from Marin to Santa Cruz/)).not.toBeVisible();
  });

  it('sends visitors with more questions to support', () => {
    renderWithProviders(<FaqPage />);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
  });
});
