import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './app/AppProviders';
import { NOINDEX_PATHS, paths, SITE_PATHS } from './config/paths';
import { SiteRoutes } from './app/routes';
import { makeStore } from './lib/store';
import { brand } from './config/brand';

export { NOINDEX_PATHS, paths, SITE_PATHS, brand };

export type RenderedPage = {
  /** The head tags React hoisted out of the page: title, meta, canonical link. */
  head: string;
  /** The style sheet of the components on the page. */
  styles: string;
  /** The page's markup, to go inside #root. */
  body: string;
};

/** styled-components' rehydration markers (`data-styled.g1[id="sc-x"]{content:"a,"}`) and rule separators. */
const REHYDRATION_MARKUP = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}|\/\*!sc\*\/\n?/g;

/**
 * The page's CSS as a plain style element that styled-components leaves alone: on hydration it
 * injects the same rules into its own sheet instead of adopting these, which costs a few
 * milliseconds once React has loaded (after the visitor's first input) and takes the markers it
 * would adopt them by, about 600 bytes of the home page in brotli, out of the HTML that must reach a
 * phone in its first round trip (docs/first-paint.md, "One round trip").
 */
function plainStyles(sheet: ServerStyleSheet): string {
  const css = sheet
    .getStyleTags()
    .replace(/^<style[^>]*>/, '')
    .replace(/<\/style>\s*$/, '')
    .replace(REHYDRATION_MARKUP, '');
  return `<style>${css}</style>`;
}

/** React 19 puts hoistable tags (title, meta, link) first in its output: they belong in <head>. */
const HOISTED_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/**
 * Renders one path of the site to HTML at build time, as the browser will hydrate it:
 * the neutral form of the page (no query string, no user agent, nothing from storage).
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    // prerender waits for every lazily loaded page chunk, where renderToString would print the Suspense fallback.
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <AppProviders store={makeStore()}>
          <StaticRouter location={path}>
            <SiteRoutes />
          </StaticRouter>
        </AppProviders>,
      ),
      // Every Suspense boundary printed in place: React would move a large one into a hidden div
      // revealed by an inline script, which the CSP blocks, so the page would stay blank without JavaScript.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await text(prelude);
    const head = HOISTED_TAGS.exec(html)?.[0] ?? '';
    return { head, styles: plainStyles(sheet), body: html.slice(head.length) };
  } finally {
    sheet.seal();
  }
}
