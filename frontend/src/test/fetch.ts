import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown } | Error;

/**
 * Stands in for the network in component tests: each call to fetch takes the next reply,
 * and every request is recorded. The API itself is exercised for real by the backend and e2e suites.
 */
export function stubFetch(...replies: Reply[]) {
  const requests: Request[] = [];
  const pending: { resolve: () => void }[] = [];
  let held = false;
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request);
    if (held) await new Promise<void>((resolve) => pending.push({ resolve }));
    const reply = replies.length > 1 ? replies.shift()! : replies[0];
    if (reply instanceof Error) throw reply;
    const status = reply?.status ?? 200;
    const text = reply?.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: text ? { 'content-type': 'application/json' } : {},
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** Holds every following response until release() is called, to observe in-flight states. */
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      pending.splice(0).forEach(({ resolve }) => resolve());
    },
  };
}

/** The JSON requests the page sent to paths starting with `prefix`, in order. */
export async function jsonRequestsTo(network: ReturnType<typeof stubFetch>, prefix: string) {
  const matching = network.requests.filter((request) => new URL(request.url).pathname.startsWith(prefix));
  return Promise.all(matching.map(async (request) => ({ path: new URL(request.url).pathname, body: await request.clone().json() })));
}
