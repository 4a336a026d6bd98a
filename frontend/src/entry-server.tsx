import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './app/AppProviders';
import { NOINDEX_PATHS, paths, SITE_PATHS } from './app/paths';
import { routes } from './app/routes';
import { makeStore } from './app/store';
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

/** React 19 puts hoistable tags (title, meta, link) first in its output: they belong in <head>. */
const HOISTED_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/**
 * Renders one path of the site to HTML at build time, as the browser will hydrate it:
 * the neutral form of the page (no query string, no user agent, nothing from storage).
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, brand.publicSiteUrl)));
  if (context instanceof Response) throw new Error(`${path} answered a redirect or response, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders store={makeStore()}>
          {/* hydrate=false: no inline hydration script (the CSP forbids inline scripts, and no route has loader data). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      ),
    );
    const head = HOISTED_TAGS.exec(html)?.[0] ?? '';
    return { head, styles: sheet.getStyleTags(), body: html.slice(head.length) };
  } finally {
    sheet.seal();
  }
}
