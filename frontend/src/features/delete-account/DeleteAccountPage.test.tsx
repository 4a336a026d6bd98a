import { screen } from '@testing-library/react';
import { brand } from '../../config/brand';
import { renderWithProviders } from '../../test/render';
import { DeleteAccountPage } from './DeleteAccountPage';

describe('the delete account page', () => {
  it('explains how to ask for deletion, how fast we answer and that it is permanent', () => {
    renderWithProviders(<DeleteAccountPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Delete your account or data');
    expect(screen.getByText(/specific data deleted/)).toBeInTheDocument();
    expect(screen.getByText(/whole account/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We respond within 72 hours' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Deletion is permanent' })).toBeInTheDocument();
  });

  it('opens an email to support with the subject Account Deletion Request', () => {
    renderWithProviders(<DeleteAccountPage />);
    const link = screen.getByRole('link', { name: 'Email a deletion request' });
    expect(link).toHaveAttribute('href', `mailto:${brand.supportEmail}?subject=Account%20Deletion%20Request`);
  });
});
