import { whenIdle, whenNearViewport } from '../lib/near-viewport';
import { APP_ENTRY_ATTRIBUTE, APP_NEEDED_ATTRIBUTE, APP_PRELOAD_ATTRIBUTE, WEB_VITALS_ENTRY_ATTRIBUTE } from '../lib/page-markup';
import { afterFirstPaint } from './paint';

/** How long the app waits for an idle moment after the load event before it loads anyway. */
const IDLE_TIMEOUT_MS = 1_000;

/** A visitor reaching for the page: a touch, a pointer that moves, a key, a focus, a scroll. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

function appendModule(tag: 'script' | 'link', url: string): void {
  const element = document.createElement(tag);
  // The same request mode for the preloads and the modules that use them, or the preloads go unused.
  element.crossOrigin = '';
  if (element instanceof HTMLScriptElement) {
    element.type = 'module';
    element.src = url;
  } else if (element instanceof HTMLLinkElement) {
    element.rel = 'modulepreload';
    element.href = url;
  }
  document.head.append(element);
}

/**
 * The elements of a prerendered page that need React to be whole (APP_NEEDED_ATTRIBUTE),
 * unconditionally or when the URL has their query parameter.
 */
export function elementsNeedingApp(root: Element, search: string): Element[] {
  const query = new URLSearchParams(search);
  return [...root.querySelectorAll(`[${APP_NEEDED_ATTRIBUTE}]`)].filter((element) => {
    const parameter = element.getAttribute(APP_NEEDED_ATTRIBUTE);
    return !parameter || query.has(parameter);
  });
}

/** Calls `callback` once, at the first of INTENT_EVENTS anywhere on the page; returns a function that stops waiting. */
function onFirstIntent(callback: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, handle, options);
  };
  const handle = () => {
    stop();
    callback();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, handle, options);
  return stop;
}

/**
 * Loads React and the page's modules off the critical path (docs/first-paint.md, "Loading React"):
 * at the visitor's first input, so a visitor who only reads never pays for them, or sooner when an
 * element React must complete is near the viewport after the load event and the first paint, in
 * an idle moment, so they never compete with the HTML, the CSS and the largest paint. The Web
 * Vitals module loads on every page in that idle moment. Returns a function that loads React at
 * once (an action held before then: held-actions.ts). The build names the modules on this script's own tag; without
 * them (the dev server) the page loads its app itself.
 */
export function loadAppOffTheCriticalPath(): () => void {
  const tag = document.querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`);
  const entry = tag?.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (!tag || !entry) return () => {};
  let loading = false;
  let stopWaitingForIntent = () => {};
  const load = () => {
    if (loading) return;
    loading = true;
    stopWaitingForIntent();
    for (const url of (tag.getAttribute(APP_PRELOAD_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) appendModule('link', url);
    appendModule('script', entry);
  };
  // After the paint too: on a fast connection the load event can come first, and the downloads would race the paint.
  const loaded = Promise.all([afterLoad(), afterFirstPaint()]);
  const webVitals = tag.getAttribute(WEB_VITALS_ENTRY_ATTRIBUTE);
  if (webVitals) void loaded.then(() => whenIdle(() => appendModule('script', webVitals), IDLE_TIMEOUT_MS));
  stopWaitingForIntent = onFirstIntent(() => void afterFirstPaint().then(load));
  // Read once the page is parsed: this script runs in the head, before the root exists.
  void loaded.then(() => {
    const root = document.getElementById('root');
    // A page not prerendered is nothing without React.
    if (!root?.hasChildNodes()) whenIdle(load, IDLE_TIMEOUT_MS);
    else whenNearViewport(elementsNeedingApp(root, location.search), IDLE_TIMEOUT_MS, load);
  });
  return load;
}
