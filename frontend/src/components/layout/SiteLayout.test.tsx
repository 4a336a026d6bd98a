import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, onTestFinished, vi } from 'vitest';
import { renderRoute } from '../../test/render';
import { stubFetch } from '../../test/fetch';
import { DEVICE_ONLY_ATTRIBUTE } from '../../lib/page-markup';
import { DRAWER_ID, HEADER_SCROLL_THRESHOLD_PX } from './navigation';

/** jsdom has no layout, so the desktop nav stays behind its media query: found by its label, not its role. */
async function findMainNavigation(): Promise<HTMLElement> {
  const header = await screen.findByRole('banner');
  const nav = header.querySelector<HTMLElement>('nav[aria-label="Main"]');
  if (!nav) throw new Error('The header has no Main navigation');
  return nav;
}

/** The element the menu button opens (closed, it is display: none, which leaves it no accessible name in jsdom). */
async function findDrawer(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Open menu' });
  const drawer = document.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!drawer) throw new Error('The menu button targets no element');
  return drawer;
}

/** jsdom has no Popover API: a stand-in hidePopover that records the elements it is called on. */
function stubHidePopover() {
  const hidePopover = vi.fn();
  const native = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'hidePopover');
  Object.defineProperty(HTMLElement.prototype, 'hidePopover', { configurable: true, writable: true, value: hidePopover });
  onTestFinished(() => {
    if (native) Object.defineProperty(HTMLElement.prototype, 'hidePopover', native);
    else Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
  });
  return hidePopover;
}

/** The Download links in `container`: each link's href and the kind of device that shows it. */
function downloadLinks(container: HTMLElement): [string | null, string | null][] {
  return within(container)
    .getAllByText('Download')
    .map((link) => [link.getAttribute('href'), link.getAttribute(DEVICE_ONLY_ATTRIBUTE)]);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the site frame', () => {
  it('links the logo home, News to /news, and Download to /getapp for phones and to the home hero for the rest', async () => {
    stubFetch({ body: { number: 1, timestamp: '2025-08-01T20:00:00.000Z' } });
    renderRoute('/random');
    // jsdom has no layout, so the desktop nav counts as hidden behind its media query.
    const main = await findMainNavigation();
    expect(within(main).getByText('News')).toHaveAttribute('href', '/news');
    expect(downloadLinks(main)).toEqual([
      ['/getapp', 'mobile'],
      ['/#hero', 'desktop'],
    ]);
    expect(screen.getAllByRole('link', { name: 'Lineup home' })[0]).toHaveAttribute('href', '/');
  });

  it('changes the header once the page has scrolled past 20px', async () => {
    stubFetch({ body: { number: 1, timestamp: '2025-08-01T20:00:00.000Z' } });
    renderRoute('/random');
    const header = await screen.findByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = HEADER_SCROLL_THRESHOLD_PX;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = HEADER_SCROLL_THRESHOLD_PX + 1;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  it('renders the drawer with the page, as a light-dismiss popover dialog that the menu button opens', async () => {
    stubFetch({ body: { number: 1, timestamp: '2025-08-01T20:00:00.000Z' } });
    renderRoute('/random');
    const drawer = await findDrawer();
    expect(drawer).toHaveAttribute('id', DRAWER_ID);
    expect(drawer).toHaveAttribute('popover', 'auto');
    expect(drawer).toHaveAttribute('role', 'dialog');
    expect(drawer).toHaveAttribute('aria-label', 'Menu');
    const close = within(drawer).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', DRAWER_ID);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    const nav = within(drawer).getByRole('navigation', { name: 'Mobile', hidden: true });
    expect(within(nav).getByText('News')).toHaveAttribute('href', '/news');
    expect(downloadLinks(nav)).toEqual([
      ['/getapp', 'mobile'],
      ['/#hero', 'desktop'],
    ]);
  });

  it('hides the drawer when a link in it is followed', async () => {
    const hidePopover = stubHidePopover();
    stubFetch({ body: { number: 1, timestamp: '2025-08-01T20:00:00.000Z' } });
    renderRoute('/random');
    const drawer = await findDrawer();
    await userEvent.click(within(drawer).getByText('News'));
    expect(hidePopover).toHaveBeenCalledTimes(1);
    expect(hidePopover.mock.contexts[0]).toBe(drawer);
    expect(await screen.findByRole('heading', { name: 'Lineup launches on iPhone and Android' })).toBeInTheDocument();
  });

  it('links every policy page from the footer, with the 2025 copyright line', async () => {
    stubFetch({ body: { number: 1, timestamp: '2025-08-01T20:00:00.000Z' } });
    renderRoute('/random');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['SMS Consent Policy', '/SMS-consent-policy'],
      ['Support', '/support'],
      ['News', '/news'],
    ]);
    expect(screen.getByText(/© 2025 Lineup/)).toBeInTheDocument();
  });

  it('shows the 404 screen for a path the router does not know', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
