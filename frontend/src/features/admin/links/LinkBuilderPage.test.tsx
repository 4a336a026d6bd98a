import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { brand } from '../../../config/brand';
import { renderWithProviders } from '../../../test/render';
import { LinkBuilderPage } from './LinkBuilderPage';
import { LOGGED_IN, stubAdminApi } from '../test/admin-server';

// jsdom has no canvas; the real drawing is checked end to end, where the QR code is decoded back.
vi.mock('qrcode', () => ({
  default: {
    toDataURL: vi.fn((text: string) => Promise.resolve(`data:image/png;base64,${btoa(text)}`)),
    toString: vi.fn((text: string) => Promise.resolve(`<svg data-text="${text}"></svg>`)),
  },
}));

// Whole pages with typing: slower than the defaults when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

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
