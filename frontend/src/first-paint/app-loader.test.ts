import { afterEach } from 'vitest';
import { APP_ENTRY_ATTRIBUTE, APP_NEEDED_ATTRIBUTE, WEB_VITALS_ENTRY_ATTRIBUTE } from '../lib/page-markup';
import { appNeededAtLoad, loadAppOffTheCriticalPath } from './app-loader';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** The head of a prerendered page, whose first-paint script names the app's and the Web Vitals' entries, and its body, parsed after the script has run. */
function prerenderedPage(content: string): { parseBody: () => void } {
  document.head.innerHTML = `<script ${APP_ENTRY_ATTRIBUTE}="/assets/index.js" ${WEB_VITALS_ENTRY_ATTRIBUTE}="/assets/web-vitals.js"></script>`;
  return { parseBody: () => (document.body.innerHTML = `<div id="root">${content}</div>`) };
}

const modulesLoaded = () => [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));

/** Past the first paint (a frame where paint timing is unknown, as in jsdom) and the idle moment. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('whether a page needs React as soon as it has loaded', () => {
  const root = (content: string) => {
    const element = document.createElement('div');
    element.innerHTML = content;
    return element;
  };

  it('does for a page not prerendered, or one with an element that asks for it', () => {
    expect(appNeededAtLoad(null, '')).toBe(true);
    expect(appNeededAtLoad(root(''), '')).toBe(true);
    expect(appNeededAtLoad(root(`<main><div ${APP_NEEDED_ATTRIBUTE}=""></div></main>`), '')).toBe(true);
  });

  it('does not for a page whose actions the first-paint script owns', () => {
    expect(appNeededAtLoad(root('<main><a href="/getapp">Get the app</a></main>'), '?utm_source=instagram')).toBe(false);
  });

  it('does for an element asking with a query parameter only when the URL has it', () => {
    const invite = root(`<p ${APP_NEEDED_ATTRIBUTE}="influencer">You are invited</p>`);
    expect(appNeededAtLoad(invite, '')).toBe(false);
    expect(appNeededAtLoad(invite, '?ref=qr')).toBe(false);
    expect(appNeededAtLoad(invite, '?influencer=kelly')).toBe(true);
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

  it('loads it after the load event on a page that needs it, once whatever the visitor does', async () => {
    const page = prerenderedPage(`<main><div ${APP_NEEDED_ATTRIBUTE}="">Loading map…</div></main>`);
    const loadNow = loadAppOffTheCriticalPath();
    page.parseBody();
    await settle();
    expect(modulesLoaded().sort()).toEqual(['/assets/index.js', '/assets/web-vitals.js']);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    loadNow();
    await settle();
    expect(modulesLoaded().sort()).toEqual(['/assets/index.js', '/assets/web-vitals.js']);
  });

  it('loads it at once when asked (a form held before hydration)', () => {
    prerenderedPage('<main><form></form></main>').parseBody();
    loadAppOffTheCriticalPath()();
    expect(modulesLoaded()).toEqual(['/assets/index.js']);
  });
});
