import { afterEach, vi } from 'vitest';
import { APP_ENTRY_ATTRIBUTE, APP_NEEDED_ATTRIBUTE, WEB_VITALS_ENTRY_ATTRIBUTE } from '../lib/page-markup';
import { elementsNeedingApp, loadAppOffTheCriticalPath } from './app-loader';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** jsdom has no IntersectionObserver: this one reports what `nearViewport` holds when asked. */
function stubIntersectionObserver(nearViewport: Set<Element>) {
  const observers: (() => void)[] = [];
  class FakeIntersectionObserver {
    private readonly targets: Element[] = [];
    constructor(private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
      observers.push(() => this.report(this.targets.map((target) => ({ target, isIntersecting: nearViewport.has(target) }))));
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return { scrolled: () => observers.forEach((report) => report()) };
}

/** The head of a prerendered page, whose first-paint script names the app's and the Web Vitals' entries, and its body, parsed after the script has run. */
function prerenderedPage(content: string): { parseBody: () => void } {
  document.head.innerHTML = `<script ${APP_ENTRY_ATTRIBUTE}="/assets/index.js" ${WEB_VITALS_ENTRY_ATTRIBUTE}="/assets/web-vitals.js"></script>`;
  return { parseBody: () => (document.body.innerHTML = `<div id="root">${content}</div>`) };
}

const modulesLoaded = () => [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));

/** Past the first paint (a frame where paint timing is unknown, as in jsdom) and the idle moment. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the elements of a page that need React', () => {
  const root = (content: string) => {
    const element = document.createElement('div');
    element.innerHTML = content;
    return element;
  };
  const named = (elements: Element[]) => elements.map((element) => element.textContent);

  it('are those that ask for it', () => {
    expect(named(elementsNeedingApp(root(`<main><div ${APP_NEEDED_ATTRIBUTE}="">Loading map…</div><a href="/getapp">Get the app</a></main>`), ''))).toEqual(['Loading map…']);
    expect(elementsNeedingApp(root('<main><a href="/getapp">Get the app</a></main>'), '?utm_source=instagram')).toEqual([]);
  });

  it('count one asking with a query parameter only when the URL has it', () => {
    const invite = root(`<p ${APP_NEEDED_ATTRIBUTE}="influencer">You are invited</p>`);
    expect(elementsNeedingApp(invite, '')).toEqual([]);
    expect(elementsNeedingApp(invite, '?ref=qr')).toEqual([]);
    expect(named(elementsNeedingApp(invite, '?influencer=kelly'))).toEqual(['You are invited']);
  });
});

describe('loading the app', () => {
  it('waits for the first input on a page that does not need it, and loads the Web Vitals module meanwhile', async () => {
    const page = prerenderedPage('<main><h1>Lineup</h1></main>');
    loadAppOffTheCriticalPath();
    page.parseBody();
    await settle();
    expect(modulesLoaded()).toEqual(['/assets/web-vitals.js']);

    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(modulesLoaded()).toEqual(['/assets/web-vitals.js', '/assets/index.js']);
  });

  it('loads it after the load event, untouched, once an element that needs it is near the viewport', async () => {
    const near = new Set<Element>();
    const viewport = stubIntersectionObserver(near);
    const page = prerenderedPage(`<main><h1>Lineup</h1><div ${APP_NEEDED_ATTRIBUTE}="">Loading map…</div></main>`);
    const loadNow = loadAppOffTheCriticalPath();
    page.parseBody();
    await settle();
    viewport.scrolled();
    await settle();
    expect(modulesLoaded()).toEqual(['/assets/web-vitals.js']);

    near.add(document.querySelector(`[${APP_NEEDED_ATTRIBUTE}]`)!);
    viewport.scrolled();
    await settle();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    loadNow();
    await settle();
    expect(modulesLoaded().sort()).toEqual(['/assets/index.js', '/assets/web-vitals.js']);
  });

  it('loads a page not prerendered after the load event, untouched', async () => {
    const page = prerenderedPage('');
    loadAppOffTheCriticalPath();
    page.parseBody();
    await settle();
    expect(modulesLoaded().sort()).toEqual(['/assets/index.js', '/assets/web-vitals.js']);
  });

  it('loads it at once when asked (an action held before hydration)', async () => {
    prerenderedPage('<main><form></form></main>').parseBody();
    loadAppOffTheCriticalPath()();
    expect(modulesLoaded()).toEqual(['/assets/index.js']);
    // What the page scheduled for after its paint runs within the test, not once jsdom is gone (an unhandled error).
    await settle();
  });
});
