import { afterEach, beforeEach, vi } from 'vitest';
import { storeBadge, storeClick, type Store } from '../lib/page-markup';
import { storeUrl } from '../lib/store-links';
import { clickWithoutLeaving } from '../test/events';
import { jsonRequestsTo, stubFetch } from '../test/fetch';
import { recordTrackedClicks } from './tracked-clicks';

let network: ReturnType<typeof stubFetch>;
let stop: () => void;

/** A store badge as the prerendered page has it: the plain store link, the attributes of page-markup. */
function prerenderedBadge(store: Store): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = storeUrl(store, null);
  for (const [name, value] of Object.entries(storeBadge(store, storeClick('invite')(store)))) link.setAttribute(name, value);
  return document.body.appendChild(link);
}

beforeEach(() => {
  network = stubFetch({ status: 204 });
});

afterEach(() => {
  stop();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('a tap on a store badge, before React', () => {
  it.each(['app-store', 'play-store'] as const)('on an influencer’s page leaves for the %s link of the campaign, and counts the tap for the influencer', async (store) => {
    window.history.replaceState(null, '', '/launch-party-santa-cruz?influencer=@Kai');
    stop = recordTrackedClicks();
    const badge = prerenderedBadge(store);
    clickWithoutLeaving(badge);
    expect(badge.getAttribute('href')).toBe(storeUrl(store, { campaign: 'launch-party', influencer: 'kai' }));
    await vi.waitFor(async () =>
      expect(await jsonRequestsTo(network, '/api/launch-party-influencer/')).toEqual([{ path: `/api/launch-party-influencer/${store}-click`, body: { influencer: 'kai' } }]),
    );
  });

  it('elsewhere, or without a valid handle, leaves for the plain store link', () => {
    for (const url of ['/getapp?influencer=kai', '/invite', '/invite?influencer=not%20a%20handle']) {
      window.history.replaceState(null, '', url);
      stop = recordTrackedClicks();
      const badge = prerenderedBadge('app-store');
      clickWithoutLeaving(badge);
      expect(badge.getAttribute('href')).toBe(storeUrl('app-store', null));
      stop();
    }
    stop = () => {};
  });
});
