import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** The first-paint script as every page carries it, inline in the head, naming the app's entry and preloads and the Web Vitals entry. */
export const FIRST_PAINT_SCRIPT = /<script data-app-entry="([^"]+)" data-app-preload="([^"]*)" data-web-vitals-entry="[^"]+">([\s\S]*?)<\/script>/;

/** The app's entry script, which the page's first-paint script loads (its `data-app-entry`). */
export async function appEntryScript(request: APIRequestContext, path = '/'): Promise<string> {
  const html = await (await request.get(path)).text();
  const entry = FIRST_PAINT_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error(`${path} names no app entry`);
  return entry;
}

/** The code of the first-paint script in a page's head, byte for byte, or undefined when the head has none. */
export function inlineFirstPaintScript(html: string): string | undefined {
  return FIRST_PAINT_SCRIPT.exec(html.slice(0, html.indexOf('</head>')))?.[3];
}

/** The CSP source that allows exactly this inline script. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}
