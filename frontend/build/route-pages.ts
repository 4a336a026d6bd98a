import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes the app shell once per route (`/faq` -> `faq/index.html`) and as `404.html`, so that
 * nginx and `make start` answer each route with its page and anything else with status 404.
 */
export function routePages(sitePaths: readonly string[]): Plugin {
  let outDir = 'dist';
  return {
    name: 'lineup-route-pages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const shell = join(outDir, 'index.html');
      const targets = [...sitePaths.filter((path) => path !== '/').map((path) => join(outDir, path, 'index.html')), join(outDir, '404.html')];
      for (const target of targets) {
        await mkdir(dirname(target), { recursive: true });
        await copyFile(shell, target);
      }
    },
  };
}
