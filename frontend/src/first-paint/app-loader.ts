import { APP_ENTRY_ATTRIBUTE, APP_PRELOAD_ATTRIBUTE } from '../lib/page-markup';
import { afterFirstPaint } from './paint';

/** How long the app waits for an idle moment after the load event before it loads anyway. */
const IDLE_TIMEOUT_MS = 1_000;

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 0);
}

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
 * Loads React and the page's modules off the critical path: after the load event and the first
 * paint, in an idle moment, so they never compete with the HTML, the CSS and the largest paint. Returns a function
 * that loads them at once (a form sent before then). The build names the modules on this script's
 * own tag; without them (the dev server) the page loads its app itself.
 */
export function loadAppOffTheCriticalPath(): () => void {
  const tag = document.querySelector(`script[${APP_ENTRY_ATTRIBUTE}]`);
  const entry = tag?.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (!tag || !entry) return () => {};
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    for (const url of (tag.getAttribute(APP_PRELOAD_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) appendModule('link', url);
    appendModule('script', entry);
  };
  // After the paint too: on a fast connection the load event can come first, and the app's downloads would race the paint.
  void Promise.all([afterLoad(), afterFirstPaint()]).then(() => whenIdle(load));
  return load;
}
