import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { FAQ_ITEMS } from './faqContent';
import { FaqPage } from './FaqPage';

const question = (text: RegExp) => screen.getByRole('button', { name: text });

describe('the FAQ', () => {
  it('asks the eight questions of the specification, all closed at first', () => {
    renderWithProviders(<FaqPage />);
    const triggers = FAQ_ITEMS.map((item) => screen.getByRole('button', { name: item.question }));
    expect(triggers).toHaveLength(8);
    for (const trigger of triggers) expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one answer open at a time', async () => {
    renderWithProviders(<FaqPage />);
    const user = userEvent.setup();

    await user.click(question(/How accurate/));
    expect(question(/How accurate/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/up to 7 days ahead/)).toBeVisible();

    await user.click(question(/How much does/));
    expect(question(/How much does/)).toHaveAttribute('aria-expanded', 'true');
    expect(question(/How accurate/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/free at this time/)).toBeVisible();
    expect(screen.queryByText(/up to 7 days ahead/)).not.toBeInTheDocument();
  });

  it('closes the open answer when its question is chosen again', async () => {
    renderWithProviders(<FaqPage />);
    const user = userEvent.setup();
    await user.click(question(/Which surf spots/));
    expect(screen.getByText(/from Marin to Santa Cruz/)).toBeVisible();
    await user.click(question(/Which surf spots/));
    expect(question(/Which surf spots/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/from Marin to Santa Cruz: from Bolinas/)).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    renderWithProviders(<FaqPage />);
    const user = userEvent.setup();
    question(/Where does the forecast data/).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/NOAA/)).toBeVisible();
    expect(screen.getByText(/CDIP/)).toBeVisible();
  });

  it('sends visitors with more questions to support', () => {
    renderWithProviders(<FaqPage />);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
  });
});
