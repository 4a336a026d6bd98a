/** Types of prerender.mjs, a plain ES module run by Node at build time. */
export function prerender(distDir: string, serverDir: string): Promise<void>;
