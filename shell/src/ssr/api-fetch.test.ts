/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiFetch } from './api-fetch';

let server: http.Server;
let origin: string;
const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] =
  [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (request.url === '/moved') response.writeHead(302, { Location: '/json' }).end();
      else if (request.url === '/empty') response.writeHead(204).end();
      else if (request.url === '/slow') setTimeout(() => response.end('late'), 2000).unref();
      else
        response
          .writeHead(request.url === '/missing' ? 404 : 200, {
            'Content-Type': 'application/json',
            'Set-Cookie': ['a=1', 'b=2'],
          })
          .end(JSON.stringify({ ok: true, method: request.method }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

describe('apiFetch', () => {
  it("sends the request's headers and answers as fetch does", async () => {
    const response = await apiFetch(
      new Request(`${origin}/json?lang=en`, {
        headers: { Accept: 'application/json', Cookie: 'session=1', 'X-Request-Id': 'abc' },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ ok: true, method: 'GET' });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/json?lang=en',
      headers: { accept: 'application/json', cookie: 'session=1', 'x-request-id': 'abc' },
    });
    // Uncompressed: the API need not compress for the server, nor the server undo it.
    expect(seen[0]!.headers['accept-encoding']).toBeUndefined();
  });

  it('answers as a Response does: a clone read beside it, each body read once', async () => {
    const response = await apiFetch(`${origin}/json`);
    expect(response).toMatchObject({ ok: true, status: 200, redirected: false });
    const clone = response.clone();
    expect(await response.text()).toBe('{"ok":true,"method":"GET"}');
    expect(await clone.json()).toEqual({ ok: true, method: 'GET' });
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    const moved = await apiFetch(`${origin}/moved`);
    expect(moved).toMatchObject({ redirected: true, url: `${origin}/json` });
    expect(new TextDecoder().decode(await moved.arrayBuffer())).toBe('{"ok":true,"method":"GET"}');
  });

  it('gives an error status as an answer', async () => {
    const response = await apiFetch(`${origin}/missing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ok: true, method: 'GET' });
  });

  it('sends a body', async () => {
    const response = await apiFetch(`${origin}/json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await response.json()).toEqual({ ok: true, method: 'POST' });
    expect(seen[0]).toMatchObject({ body: '{"a":1}', headers: { 'content-length': '7' } });
  });

  it('follows a redirect, a POST going on as a GET', async () => {
    const response = await apiFetch(`${origin}/moved`, { method: 'POST', body: 'x' });
    expect(await response.json()).toEqual({ ok: true, method: 'GET' });
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /moved', 'GET /json']);
  });

  it('answers a status without a body', async () => {
    const response = await apiFetch(`${origin}/empty`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it("rejects with its signal's reason (a timeout is a TimeoutError)", async () => {
    const controller = new AbortController();
    const answer = apiFetch(new Request(`${origin}/slow`, { signal: controller.signal }));
    setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), 50);
    await expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(
      apiFetch(new Request(`${origin}/json`, { signal: AbortSignal.abort() })),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
