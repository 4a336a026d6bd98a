import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { brand } from '../../../config/brand';
import { storeUrl } from '../../../lib/store-links';
import { renderWithProviders } from '../../../test/render';
import { LinkBuilderPage } from './LinkBuilderPage';
import { LOGGED_IN, setUpAdminPageTests, stubAdminApi } from '../test/admin-server';

// jsdom has no canvas; the real drawing is checked end to end, where the QR code is decoded back.
vi.mock('qrcode', () => ({
  default: {
    toDataURL: vi.fn((text: string) => Promise.resolve(`data:image/png;base64,${btoa(text)}`)),
    toString: vi.fn((text: string) => Promise.resolve(`<svg data-text="${text}"></svg>`)),
  },
}));

setUpAdminPageTests();

describe('LinkBuilderPage', () => {
  it('turns a handle into the invite and launch-party links, each with a QR code', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN });
    renderWithProviders(<LinkBuilderPage />);
    await userEvent.type(await screen.findByLabelText('Influencer handle'), ' @Surfer_Jane ');

    const invite = `${brand.publicSiteUrl}/invite?influencer=surfer_jane`;
    const party = `${brand.publicSiteUrl}/launch-party-santa-cruz?influencer=surfer_jane`;
    expect(screen.getByLabelText('Invite link URL')).toHaveValue(invite);
    expect(screen.getByLabelText('Launch party link URL')).toHaveValue(party);
    await waitFor(() => expect(screen.getByAltText(`QR code for ${invite}`)).toHaveAttribute('src', `data:image/png;base64,${btoa(invite)}`));
    expect(screen.getByAltText(`QR code for ${party}`)).toBeInTheDocument();
  });

  it('gives each campaign the store links that carry it, each with a QR code, so the stores report the installs per influencer', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN });
    renderWithProviders(<LinkBuilderPage />);
    await userEvent.type(await screen.findByLabelText('Influencer handle'), '@Kai');

    const inviteAppStore = storeUrl('app-store', { campaign: 'influencer', influencer: 'kai' });
    const partyPlay = storeUrl('play-store', { campaign: 'launch-party', influencer: 'kai' });
    expect(screen.getByLabelText('Invite link, App Store URL')).toHaveValue(inviteAppStore);
    expect(inviteAppStore).toContain('ct=influencer%3Akai');
    expect(screen.getByLabelText('Launch party link, Google Play URL')).toHaveValue(partyPlay);
    expect(partyPlay).toContain('referrer=utm_source%3Dkai%26utm_campaign%3Dlaunch-party');
    await waitFor(() => expect(screen.getByAltText(`QR code for ${inviteAppStore}`)).toHaveAttribute('src', `data:image/png;base64,${btoa(inviteAppStore)}`));
    expect(screen.getByAltText(`QR code for ${partyPlay}`)).toBeInTheDocument();
  });

  it('copies a link to the clipboard and says so', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN });
    renderWithProviders(<LinkBuilderPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Influencer handle'), 'kai');
    await user.click(screen.getByRole('button', { name: 'Copy link: Invite link' }));
    expect(await navigator.clipboard.readText()).toBe(`${brand.publicSiteUrl}/invite?influencer=kai`);
  });

  it('refuses a handle the tracking API would refuse', async () => {
    stubAdminApi({ 'GET /api/admin/session': LOGGED_IN });
    renderWithProviders(<LinkBuilderPage />);
    await userEvent.type(await screen.findByLabelText('Influencer handle'), 'not a handle!');
    expect(screen.getByRole('alert')).toHaveTextContent('That handle cannot be tracked');
    expect(screen.queryByLabelText('Invite link: Link')).not.toBeInTheDocument();
  });
});
