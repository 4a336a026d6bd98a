import { configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { AdminSessionStatus, ApiErrorBody, InfluencerStats } from '../../../lib/api-types';
import { ADMIN_SESSION_LIFETIME_MS, rememberLogin } from '../session/admin-session';

/**
 * For a file of whole admin pages driven by typing: timeouts roomier than the defaults (slower
 * when the machine is busy), and the stubbed API and the remembered login cleared after each test.
 */
export function setUpAdminPageTests(): void {
  vi.setConfig({ testTimeout: 20_000 });
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = Reply | ((request: Request) => Reply | Promise<Reply>);

/**
 * A stand-in for the admin API in component tests: replies by "METHOD /path" (query string ignored),
 * records every request, and answers 404 to anything it was not told about. A handler may answer
 * later (a promise), to show what a page does while a call runs.
 */
export function stubAdminApi(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const table = { ...routes };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      requests.push(request);
      const handler = table[`${request.method} ${new URL(request.url).pathname}`] ?? { status: 404, body: { statusCode: 404, error: 'Not Found', code: 'ROUTE_NOT_FOUND' } };
      const reply = typeof handler === 'function' ? await handler(request) : handler;
      const status = reply.status ?? 200;
      const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      const contentType = typeof reply.body === 'string' ? 'text/csv' : 'application/json';
      return new Response(status === 204 || !text ? null : text, {
        status,
        headers: { ...(text ? { 'content-type': contentType } : {}), ...reply.headers },
      });
    }),
  );
  return {
    requests,
    /** Changes what one route answers from now on. */
    set: (route: string, handler: Handler) => {
      table[route] = handler;
    },
    calls: (route: string) => requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route),
  };
}

/** A login this browser remembers, whose 24 hours run out in `ms` milliseconds (negative: ran out that long ago). */
export function rememberLoginExpiringIn(ms: number) {
  rememberLogin(Date.now() - ADMIN_SESSION_LIFETIME_MS + ms);
}

export const LOGGED_IN = { body: { authenticated: true, expiresAt: '2099-01-01T00:00:00.000Z' } satisfies AdminSessionStatus };
export const LOGGED_OUT = {
  status: 401,
  body: { statusCode: 401, error: 'Admin session required: log in first', code: 'ADMIN_SESSION_REQUIRED' } satisfies ApiErrorBody,
};

/** A stats record with these raw counts; the unique figures and bot calls are 0 and the installs null unless given. */
export function statsRecord(
  influencer: string,
  pageViews: number,
  appStoreClicks: number,
  playStoreClicks: number,
  figures: Partial<
    Pick<
      InfluencerStats,
      | 'uniqueVisitors'
      | 'uniqueAppStoreClicks'
      | 'uniquePlayStoreClicks'
      | 'uniqueStoreVisitors'
      | 'botCalls'
      | 'appStoreInstalls'
      | 'playStoreInstalls'
      | 'installs'
      | 'installsPer100Visitors'
    >
  > = {},
): InfluencerStats {
  return {
    id: `id-${influencer}`,
    influencer,
    pageViews,
    appStoreClicks,
    playStoreClicks,
    uniqueVisitors: 0,
    uniqueAppStoreClicks: 0,
    uniquePlayStoreClicks: 0,
    uniqueStoreVisitors: 0,
    botCalls: 0,
    appStoreInstalls: null,
    playStoreInstalls: null,
    installs: null,
    installsPer100Visitors: null,
    ...figures,
    updatedAt: '2025-08-01T12:00:00.000Z',
  };
}

/** The text of a Blob the page made (a CSV download). */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}
