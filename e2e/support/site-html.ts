import type { APIRequestContext } from '@playwright/test';

/** The app's entry script, which the page's first-paint script loads (its `data-app-entry`). */
export async function appEntryScript(request: APIRequestContext, path = '/'): Promise<string> {
  const html = await (await request.get(path)).text();
  const entry = /data-app-entry="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${path} names no app entry`);
  return entry;
}

/** The one script a page's HTML loads itself: the first-paint script. */
export async function firstPaintScript(request: APIRequestContext, path = '/'): Promise<string> {
  const html = await (await request.get(path)).text();
  const script = /<script async blocking="render" src="([^"]+)"/.exec(html)?.[1];
  if (!script) throw new Error(`${path} loads no first-paint script`);
  return script;
}
