// The frontend build: the client bundle, the server bundle of src/entry-server.tsx, and the
// prerendered HTML of every route. `node build/build-site.mjs [--out-dir DIR]` (default dist/).
import { mkdtemp, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { prerender } from './prerender.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { 'out-dir': { type: 'string', default: resolve(root, 'dist') } } });
const outDir = resolve(values['out-dir']);
// Inside the frontend folder, so that the server bundle resolves react and the rest from node_modules.
const serverDir = await mkdtemp(resolve(root, '.ssr-build-'));

await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
// Bundled whole: styled-components and others ship CommonJS that Node's ESM loader would not interop with.
await build({ root, logLevel: 'warn', ssr: { noExternal: true }, build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true } });
try {
  await prerender(outDir, serverDir);
} finally {
  await rm(serverDir, { recursive: true, force: true });
}
