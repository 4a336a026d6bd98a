import { afterEach, vi } from 'vitest';
import { makeStore } from './store';
import { stubFetch } from '../test/fetch';
import { api, type ApiError } from './api';

afterEach(() => vi.unstubAllGlobals());

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => 'probe' }) }),
});

async function probe(): Promise<ApiError | undefined> {
  const store = makeStore();
  const result = await store.dispatch(probeApi.endpoints.probe.initiate());
  return result.error as ApiError | undefined;
}

describe('the api slice', () => {
  it('turns a non-OK response into "<status>: <body>" and keeps the API error body', async () => {
    stubFetch({ status: 409, body: { statusCode: 409, error: 'This email has already been registered for the beta.' } });
    const error = await probe();
    expect(error?.status).toBe(409);
    expect(error?.message).toBe('409: {"statusCode":409,"error":"This email has already been registered for the beta."}');
    expect(error?.body?.error).toBe('This email has already been registered for the beta.');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch({ status: 502 });
    const error = await probe();
    expect(error?.message).toMatch(/^502: ?/);
  });

  it('reports a failed connection as a network error', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await probe();
    expect(error?.status).toBe('NETWORK');
  });

  it('sends cookies and does not retry a failure', async () => {
    const network = stubFetch({ status: 500, body: { statusCode: 500, error: 'Internal server error' } });
    await probe();
    expect(network.requests).toHaveLength(1);
    expect(network.requests[0].credentials).toBe('include');
  });
});
