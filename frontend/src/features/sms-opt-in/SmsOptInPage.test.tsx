import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { SmsOptInPage } from './SmsOptInPage';

describe('the SMS opt-in page', () => {
  it('shows three captioned screenshots of the invite flow, each described for screen readers', () => {
    renderWithProviders(<SmsOptInPage />);
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(3);
    for (const figure of figures) {
      expect(within(figure).getByRole('img')).toHaveAccessibleName();
      expect(figure.querySelector('figcaption')).not.toBeEmptyDOMElement();
    }
  });

  it('lists the key features and states that the checkbox must be ticked before sending', () => {
    renderWithProviders(<SmsOptInPage />);
    expect(within(screen.getByRole('region', { name: 'Key features' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText(/the opt-in checkbox must be ticked before the SMS invite send action is enabled/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the full SMS Consent Policy' })).toHaveAttribute('href', '/SMS-consent-policy');
  });
});
