/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from './app';
import { testShellConfig, type FakeApi } from './test-shell-server';

/** How long the upstream stays silent between two events: past the proxy's 10 s socket timeout. */
const SILENCE_MS = 11_000;

/**
 * An API whose `/api/v1/admin/events` is an event stream as the real one sends it: its head at
 * once, an event, a silence longer than any proxy timeout on the way, then another event.
 */
async function startStreamingApi(): Promise<FakeApi & { sent: number[] }> {
  const sent: number[] = [];
  const server = http.createServer((request, response) => {
    if (!request.url?.startsWith('/api/v1/admin/events')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end('{}');
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    });
    response.write('retry: 3000\n: connected\n\n');
    const send = (n: number) => {
      sent.push(Date.now());
      response.write(`data: {"type":"order-placed","order":{"number":${n}}}\n\n`);
    };
    send(1);
    const later = setTimeout(() => send(2), SILENCE_MS);
    request.on('close', () => clearTimeout(later));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwardedFor: [],
    storeReads: () => 0,
    sent,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("the shell server's API proxy and the back office's event stream", () => {
  let api: Awaited<ReturnType<typeof startStreamingApi>>;
  let shell: FastifyInstance;
  beforeAll(async () => {
    api = await startStreamingApi();
    shell = await buildShellServer(await testShellConfig(api));
    await shell.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await shell.close();
    await api.close();
  });

  it('passes each event on as it comes, uncompressed, and keeps a silent stream open', async () => {
    const { port } = shell.server.address() as AddressInfo;
    const received: { text: string; at: number }[] = [];
    const head = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/admin/events',
          // As a browser's EventSource asks: it would take a compressed answer.
          headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' },
        },
        (response) => {
          response.setEncoding('utf8');
          response.on('data', (text: string) => received.push({ text, at: Date.now() }));
          resolve(response);
        },
      );
      request.on('error', reject);
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/event-stream');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['cache-control']).toBe('no-cache');

    const arrived = (n: number) => received.find((chunk) => chunk.text.includes(`"number":${n}`));
    for (let wait = 0; wait < 50 && !arrived(1); wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(arrived(1)!.at - api.sent[0]!).toBeLessThan(500);
    // The silence outlasts the proxy's request timeout; the stream is still there after it.
    for (let wait = 0; wait < 150 && !arrived(2); wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(arrived(2)).toBeDefined();
    expect(arrived(2)!.at - api.sent[1]!).toBeLessThan(500);
    head.destroy();
  }, 30_000);
});
