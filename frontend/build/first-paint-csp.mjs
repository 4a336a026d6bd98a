// The Content-Security-Policy's half of the inline first-paint script (docs/first-paint.md): the
// build writes the script's hash once, as an nginx `map` in the build's .vite folder. nginx
// includes that file (infra/nginx/templates/default.conf.template) and puts the variable in its
// policy (infra/nginx/snippets/security-headers.conf); the API reads the same file at start
// (backend/src/site/serve-site.ts). Plain JavaScript, so that the infra tests can write one too.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Under .vite/, which neither nginx nor the API serves to visitors. */
export const FIRST_PAINT_CSP_FILE = '.vite/first-paint-csp.conf';

/** A script-src source allowing exactly this inline script, byte for byte. */
export function scriptHashSource(code) {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

export function firstPaintCspConf(code) {
  return [
    '# Written by the frontend build (frontend/build/first-paint-csp.mjs): the hash of the first-paint',
    "# script every page carries inline, the one inline script the site's Content-Security-Policy allows.",
    `map $host $first_paint_script_hash { default "${scriptHashSource(code)}"; }`,
    '',
  ].join('\n');
}

/** The script-src source a file written by firstPaintCspConf allows, or undefined. */
export function firstPaintHashOf(conf) {
  return /\$first_paint_script_hash \{ default "('sha256-[A-Za-z0-9+/]{43}=')"; \}/.exec(conf)?.[1];
}

/** The file as the build writes it, for a build folder made by hand (the infra tests). */
export function writeFirstPaintCsp(webRoot, code) {
  const file = join(webRoot, FIRST_PAINT_CSP_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, firstPaintCspConf(code));
  return file;
}
