import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithProviders } from '../../test/render';
import { CommunityGuidelinesPage } from './CommunityGuidelinesPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { SmsConsentPolicyPage } from './SmsConsentPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';

const pageText = () => document.body.textContent ?? '';

describe('the legal pages', () => {
  it.each<[string, ReactElement, string]>([
    ['Privacy Policy', <PrivacyPolicyPage />, 'March 28, 2025'],
    ['Terms of Service', <TermsOfServicePage />, 'June 7, 2025'],
    ['Community Guidelines', <CommunityGuidelinesPage />, 'January 26, 2025'],
    ['SMS Consent Policy', <SmsConsentPolicyPage />, 'June 7, 2025'],
  ])('%s shows its title, effective date and a table of contents linking every section', (title, page, date) => {
    renderWithProviders(page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(date)).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    for (const link of toc.querySelectorAll('a')) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).not.toBeNull();
    }
  });

  it('says crew members are equal, with no moderators, and can report, leave or block', () => {
    renderWithProviders(<CommunityGuidelinesPage />);
    expect(pageText()).toMatch(/All crew members are equal: there are no moderators/);
    expect(pageText()).toMatch(/Report content/);
    expect(pageText()).toMatch(/Leave a crew/);
    expect(pageText()).toMatch(/Block a member/);
  });

  it('says contact data is hashed and deleted immediately when an invite is rejected', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(pageText()).toMatch(/Contact data is hashed/);
    expect(pageText()).toMatch(/rejects an invitation, that person's contact data is deleted immediately/);
  });

  it('links the pages it refers to', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByRole('link', { name: 'account deletion page' })).toHaveAttribute('href', '/delete');
    expect(screen.getByRole('link', { name: 'SMS Consent Policy' })).toHaveAttribute('href', '/SMS-consent-policy');
  });

  it('lets SMS recipients opt out by replying STOP', () => {
    renderWithProviders(<SmsConsentPolicyPage />);
    expect(pageText()).toMatch(/Reply STOP to any message from us to opt out/);
    expect(pageText()).toMatch(/must be ticked before the SMS invite send action is enabled/);
  });
});
