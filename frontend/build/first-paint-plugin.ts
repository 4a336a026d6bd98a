import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { FIRST_PAINT_CSP_FILE, firstPaintCspConf } from './first-paint-csp.mjs';

const FIRST_PAINT_ENTRY = 'src/first-paint/main.ts';
/** Loaded by the first-paint script on every page, React or not: a second entry of the build (vite.config.ts). */
export const WEB_VITALS_ENTRY = 'src/web-vitals-main.ts';
/** The app's entry and its preloads as Vite writes them into index.html. */
const APP_ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Would end the script element early, or open a comment the HTML parser treats apart. */
const UNSAFE_INLINE = /<\/|<!--/;

/**
 * The first-paint script (src/first-paint, docs/first-paint.md): bundled on its own into one
 * classic script and written inline in the head, so it runs before the first paint without a
 * request of its own, and every page's actions work from that paint. Its sha256 goes to
 * FIRST_PAINT_CSP_FILE, which the site's Content-Security-Policy allows (nginx and the API); every
 * page carries the same bytes, so one hash serves them all. React's entry and its preloads leave
 * the head: the first-paint script loads them when the page needs them, named on its own tag with
 * the Web Vitals entry. The dev server keeps Vite's entry and runs the script as a module beside it
 * (and measures no Web Vitals).
 */
export function firstPaintScript(): Plugin {
  let config: ResolvedConfig;
  let code = '';
  return {
    name: 'lineup-first-paint',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.command !== 'build' || config.build.ssr) return;
      const result = await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        envPrefix: config.envPrefix,
        logLevel: 'warn',
        // Library mode leaves this to the library's user; here the script is the whole program.
        define: { ...config.define, 'process.env.NODE_ENV': JSON.stringify(config.isProduction ? 'production' : 'development') },
        build: {
          write: false,
          target: config.build.target,
          minify: true,
          lib: { entry: resolve(config.root, FIRST_PAINT_ENTRY), formats: ['iife'], name: 'lineupFirstPaint' },
        },
      });
      const [output] = [result].flat();
      if (!output || !('output' in output)) throw new Error('the first-paint build gave no output');
      code = output.output[0].code;
      if (UNSAFE_INLINE.test(code)) throw new Error('the first-paint script holds "</" or "<!--", which cannot be written inside <script>');
    },
    generateBundle() {
      if (config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: FIRST_PAINT_CSP_FILE, source: firstPaintCspConf(code) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) {
          return [{ tag: 'script', attrs: { type: 'module', src: `/${FIRST_PAINT_ENTRY}` }, injectTo: 'head-prepend' }];
        }
        const entry = APP_ENTRY_TAG.exec(html)?.[1];
        if (!code || !entry) throw new Error('index.html has no app entry, or the first-paint script was not built');
        const preloads = [...html.matchAll(MODULE_PRELOAD_TAG)].map((match) => match[1]);
        const webVitals = Object.values(context.bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === resolve(config.root, WEB_VITALS_ENTRY),
        );
        if (!webVitals) throw new Error(`the build has no ${WEB_VITALS_ENTRY} entry`);
        const tag = `<script data-app-entry="${entry}" data-app-preload="${preloads.join(' ')}" data-web-vitals-entry="${config.base}${webVitals.fileName}">${code}</script>`;
        // A function, so that a `$&` or `$'` in the code is not read as a replacement pattern.
        return html.replace(MODULE_PRELOAD_TAG, '').replace(APP_ENTRY_TAG, () => `\n    ${tag}`);
      },
    },
  };
}
