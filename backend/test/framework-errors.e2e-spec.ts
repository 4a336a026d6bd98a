import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import request from 'supertest';
import { type TestApp, writableRowCounts } from './test-app';
import { createApiTestApp, expectErrorShape } from './api-test-app';

type RawResponse = { status: number; headers: Record<string, string>; body: unknown };

/** Sends bytes as they are, for requests no HTTP client would send, and reads the answer until the server closes. */
function sendRaw(port: number, bytes: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      try {
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(rest.join('\r\n\r\n')) });
      } catch (error) {
        reject(new Error(`not a JSON answer: ${JSON.stringify(text)} (${String(error)})`));
      }
    });
    socket.end(bytes);
  });
}

describe('errors the framework raises before the app, in the one error body', () => {
  let testApp: TestApp;
  let port: number;

  beforeAll(async () => {
    testApp = await createApiTestApp();
    await testApp.app.listen(0, '127.0.0.1');
    port = (testApp.app.getHttpServer().address() as AddressInfo).port;
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers a bad percent-encoding in the path with 400 BAD_REQUEST', async () => {
    for (const path of ['/api/%ff', '/api/support-requests/%e0%a4%a', '/api/admin/support-requests/%c0%af']) {
      const response = await request(testApp.app.getHttpServer()).get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expectErrorShape(response.body, 400);
      expect(response.body.code).toBe('BAD_REQUEST');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it.each([
    ['invalid JSON', 'application/json', '{"email": ', 400, 'INVALID_JSON', 'Request body is not valid JSON'],
    ['an empty body typed as JSON', 'application/json', '', 400, 'INVALID_JSON', 'Request body is empty: send a JSON object'],
    ['a body as text/plain', 'text/plain', 'hello', 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send application/json'],
    ['a body over 16 KiB', 'application/json', JSON.stringify({ email: 'x'.repeat(17_000) }), 413, 'BODY_TOO_LARGE', 'Request body is too large (at most 16 KiB)'],
  ])("answers %s with the body parser's own code and a readable message", async (_case, type, body, status, code, error) => {
    const response = await request(testApp.app.getHttpServer()).post('/api/beta-signup').set('Content-Type', type).send(body);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ statusCode: status, error, code });
  });

  it('answers a path parameter over 100 characters with 414 URI_TOO_LONG, and writes nothing', async () => {
    const before = await writableRowCounts(testApp.databaseUrl);
    const response = await request(testApp.app.getHttpServer())
      .patch(`/api/admin/support-requests/${'a'.repeat(101)}`)
      .send({ status: 'closed' });
    expect(response.status).toBe(414);
    expectErrorShape(response.body, 414);
    expect(response.body.code).toBe('URI_TOO_LONG');
    expect(await writableRowCounts(testApp.databaseUrl)).toEqual(before);
  });

  it('answers a URL of 20 KB with 431 HEADERS_TOO_LARGE and closes the connection', async () => {
    const response = await sendRaw(port, `GET /api/random?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(response.status).toBe(431);
    expectErrorShape(response.body, 431);
    expect(response.body).toEqual(expect.objectContaining({ code: 'HEADERS_TOO_LARGE' }));
    expect(response.headers['connection']).toBe('close');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers Content-Length together with Transfer-Encoding with 400 BAD_REQUEST, and writes nothing', async () => {
    const before = await writableRowCounts(testApp.databaseUrl);
    const body = JSON.stringify({ email: 'smuggled@example.com' });
    const response = await sendRaw(
      port,
      `POST /api/beta-signup HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nTransfer-Encoding: chunked\r\n\r\n` +
        `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    expect(response.status).toBe(400);
    expectErrorShape(response.body, 400);
    expect(response.body).toEqual(expect.objectContaining({ code: 'BAD_REQUEST' }));
    expect(await writableRowCounts(testApp.databaseUrl)).toEqual(before);
  });

  it('answers a request line that is not HTTP with 400 BAD_REQUEST', async () => {
    const response = await sendRaw(port, 'GET /api/random HTTP/1.1 extra\r\n\r\n');
    expect(response.status).toBe(400);
    expectErrorShape(response.body, 400);
  });
});
