/** Types of first-paint-csp.mjs, a plain ES module run by Node at build time and by the infra tests. */
export const FIRST_PAINT_CSP_FILE: string;
export function scriptHashSource(code: string): string;
export function firstPaintCspConf(code: string): string;
export function firstPaintHashOf(conf: string): string | undefined;
export function writeFirstPaintCsp(webRoot: string, code: string): string;
