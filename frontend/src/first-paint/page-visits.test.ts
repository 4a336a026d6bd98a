import { afterEach, beforeEach, vi } from 'vitest';
import { DEEP_LINK_DELAY_MS } from './deep-link';
import { goTo } from './location';
import { jsonRequestsTo, stubFetch } from '../test/fetch';
import { watchPageVisits } from './page-visits';

vi.mock('./location', () => ({ goTo: vi.fn() }));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let network: ReturnType<typeof stubFetch>;
let stop: () => void;

/** What the page sent, as "path event label" lines: the analytics events and the influencer counts. */
async function sent(): Promise<string[]> {
  const calls = await jsonRequestsTo(network, '/api/');
  // A page view carries its address only: the API names its page (docs/analytics.md, "Pages").
  return calls.map(({ path, body }) => (path === '/api/analytics/events' ? `${body.event} ${body.label ?? body.path}` : `${path} ${body.influencer}`));
}

function landOn(url: string) {
  window.history.replaceState(null, '', url);
  stop = watchPageVisits();
}

beforeEach(() => {
  network = stubFetch({ status: 204 });
});

afterEach(() => {
  stop();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(goTo).mockReset();
});

describe('the page visits of the first-paint script', () => {
  it('counts the landing page at once: its page view, its visit labelled with the platform, and the influencer of an invite', async () => {
    landOn('/invite?influencer=@Surfer_Jane');
    expect(await sent()).toEqual(['page_view /invite', 'invite_page_visit desktop', '/api/influencer/page-view surfer_jane']);
  });

  it('counts a page reached by client-side navigation once, and a back navigation as a new view', async () => {
    landOn('/news');
    window.history.pushState(null, '', '/launch-party-santa-cruz?influencer=pat');
    window.history.replaceState({ idx: 1 }, '', '/launch-party-santa-cruz?influencer=pat');
    window.history.pushState(null, '', '/launch-party-santa-cruz?influencer=pat#venue');
    window.history.pushState(null, '', '/qr/app');
    window.history.back();
    await vi.waitFor(async () => expect((await sent()).length).toBe(7));
    expect(await sent()).toEqual([
      'page_view /news',
      'page_view /launch-party-santa-cruz',
      '/api/launch-party-influencer/page-view pat',
      'page_view /qr/app',
      'qr_page_visit desktop',
      'page_view /launch-party-santa-cruz',
      '/api/launch-party-influencer/page-view pat',
    ]);
  });

  it('counts another influencer on the same page as a new visit, and a query on a page without a campaign as none', async () => {
    landOn('/invite?influencer=jane');
    window.history.pushState(null, '', '/invite?influencer=pat');
    window.history.pushState(null, '', '/support?from=faq');
    window.history.pushState(null, '', '/support?from=home');
    expect(await sent()).toEqual([
      'page_view /invite',
      'invite_page_visit desktop',
      '/api/influencer/page-view jane',
      'page_view /invite',
      'invite_page_visit desktop',
      '/api/influencer/page-view pat',
      'page_view /support',
    ]);
  });

  it('starts the open-the-app flow on a phone on landing, and stops it when the visitor moves on before the attempt', () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    landOn('/getapp');
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS);
    expect(goTo).toHaveBeenCalledTimes(1);

    stop();
    vi.mocked(goTo).mockReset();
    landOn('/getapp');
    window.history.pushState(null, '', '/news');
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS * 10);
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('the pages the analytics count (docs/analytics.md, "Pages")', () => {
  const TOKEN = 'pvTOKENpvTOKENpvTOKENpvTOKENpvTOKENpvTOKEN1';

  /** The analytics events as "event path" lines, with the label of any but a page view. */
  async function events(): Promise<string[]> {
    const calls = await jsonRequestsTo(network, '/api/analytics/events');
    return calls.map(({ body }) => [body.event, body.path, body.label].filter((part) => part !== undefined).join(' '));
  }

  it('counts a report as /report: its token is in no event', async () => {
    landOn(`/report/${TOKEN}`);
    window.history.replaceState(null, '', `/report/${TOKEN}?range=7d`);
    expect(await events()).toEqual(['page_view /report']);
    expect(JSON.stringify(await jsonRequestsTo(network, '/api/'))).not.toContain(TOKEN);
  });

  it('sends a missed address as it is, cut to what the API takes, for the API to count on the 404 page', async () => {
    landOn('/nope-not-a-page?x=1');
    window.history.pushState(null, '', `/${'p'.repeat(250)}`);
    window.history.pushState(null, '', '/faq/');
    expect(await events()).toEqual(['page_view /nope-not-a-page', `page_view /${'p'.repeat(199)}`, 'page_view /faq/']);
  });

  it('sends nothing from the admin’s pages, a missed one included, and counts the site’s page the team moves on to', async () => {
    landOn('/admin/analytics');
    window.history.pushState(null, '', '/admin/no-such-page');
    window.history.pushState(null, '', '/admin');
    window.history.pushState(null, '', '/news');
    expect(await events()).toEqual(['page_view /news']);
  });

  it.each([
    ['an https page', 'https://www.surfline.com/surf-news', 'https://www.surfline.com/surf-news'],
    ['an Android app', 'android-app://com.instagram.android/', 'android-app://com.instagram.android/'],
    ['a file', 'file:///Users/kai/lineup.html', undefined],
    ['a browser extension', 'chrome-extension://abcdefghijklmnop/popup.html', undefined],
  ])('sends a referrer from %s only where the API names a source by it', async (_name, referrer, sent) => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
    landOn('/news');
    const [body] = (await jsonRequestsTo(network, '/api/analytics/events')).map((call) => call.body);
    expect(body.referrer).toBe(sent);
    expect(body.event).toBe('page_view');
  });
});

describe('what each analytics event carries besides its event (docs/analytics.md)', () => {
  /** The analytics events' bodies, without event, category and label. */
  async function dimensions(): Promise<Record<string, unknown>[]> {
    const calls = await jsonRequestsTo(network, '/api/analytics/events');
    return calls.map(({ body }) => {
      const { event: _event, category: _category, label: _label, ...rest } = body;
      return rest;
    });
  }

  it("sends the referrer, the landing URL's campaign tags and the window's width, and keeps the tags for the client navigations", async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://l.instagram.com/?u=x');
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    landOn('/invite?influencer=kai&utm_source=ig&utm_medium=bio&utm_campaign=summer-swell&ref=kai&fbclid=abc');
    window.history.pushState(null, '', '/faq');
    const landing = { referrer: 'https://l.instagram.com/?u=x', utmSource: 'ig', utmMedium: 'bio', utmCampaign: 'summer-swell', ref: 'kai', screenWidth: 390 };
    expect(await dimensions()).toEqual([
      { path: '/invite', ...landing },
      { path: '/invite', ...landing },
      { path: '/faq', ...landing },
    ]);
  });

  it('sends only the width without referrer or tags, and reads the tags anew at the next page load', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('');
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    landOn('/news?utm_source=newsletter');
    stop();
    landOn('/news');
    expect(await dimensions()).toEqual([
      { path: '/news', utmSource: 'newsletter', screenWidth: 1280 },
      { path: '/news', screenWidth: 1280 },
    ]);
  });

  it('trims the tags and leaves out one the API would refuse, so the event still counts', async () => {
    landOn(`/news?utm_source=%20ig%20&utm_medium=%20&utm_campaign=${'c'.repeat(100)}&utm_content=x&ref=kai%0Aana`);
    window.history.pushState(null, '', `/faq?utm_campaign=${'c'.repeat(101)}`);
    stop();
    landOn(`/faq?utm_campaign=${'c'.repeat(101)}`);
    const [first, , third] = await dimensions();
    expect(first).toEqual({ path: '/news', utmSource: 'ig', utmCampaign: 'c'.repeat(100), screenWidth: window.innerWidth });
    expect(third).toEqual({ path: '/faq', screenWidth: window.innerWidth });
  });
});
