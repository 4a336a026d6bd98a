import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('scrolling on navigation', () => {
  it('opens the next page at its top', async () => {
    stubFetch({ status: 204 });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderRoute('/news');
    const footer = await screen.findByRole('contentinfo');
    scrollTo.mockClear();
    await userEvent.click(within(footer).getByRole('link', { name: 'Support' }));
    // The next page's chunk loads first, which can take a moment in a cold test run.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0), { timeout: 5000 });
  });

  it('opens a link with an #anchor at that section', async () => {
    stubFetch({ status: 204 });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // jsdom has no layout, hence no scrollIntoView of its own.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderRoute('/news');
    await screen.findByRole('contentinfo');
    const download = document.querySelector<HTMLAnchorElement>('header a[href="/#hero"]');
    if (!download) throw new Error('The header has no link to the home hero');
    await userEvent.click(download);
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled(), { timeout: 5000 });
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'hero');
  });
});
