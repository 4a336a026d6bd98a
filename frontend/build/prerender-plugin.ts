import { mkdtemp, rm } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { prerender } from './prerender.mjs';

const SERVER_ENTRY = 'src/entry-server.tsx';
const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * After the client build, builds src/entry-server.tsx for Node and prerenders every route
 * into the output folder, so that `vite build` alone gives the whole site.
 */
export function prerenderSite(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lineup-prerender',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      // Which source modules each chunk holds, for the budget check (bench/bundle): Vite's manifest names only entries.
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modules[output.fileName] = output.moduleIds.map((id) => relative(config.root, id).split(sep).join('/'));
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules) });
    },
    async closeBundle() {
      // Inside the frontend folder, so that the server bundle resolves its packages from node_modules.
      const serverDir = await mkdtemp(resolve(config.root, '.ssr-build-'));
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          // Bundled whole: styled-components and others ship CommonJS that Node's ESM loader would not interop with.
          ssr: { noExternal: true },
          build: { ssr: SERVER_ENTRY, outDir: serverDir, emptyOutDir: true },
        });
        await prerender(resolve(config.root, config.build.outDir), serverDir);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
