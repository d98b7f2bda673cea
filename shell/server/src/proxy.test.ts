/**
 * @jest-environment node
 */
import { connect, type AddressInfo } from 'node:net';
import { testShellServers } from './test-shell-server';

const servers = testShellServers();
const shellServer = servers.start;

/** One request on a socket of its own: what came back, and whether the server closed it. */
async function exchange(port: number, request: string) {
  const socket = connect(port, '127.0.0.1');
  socket.write(request);
  return new Promise<{ answer: string; closed: boolean }>((resolve) => {
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const open = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed: false });
    }, 2000);
    socket.on('close', () => {
      clearTimeout(open);
      resolve({ answer, closed: true });
    });
  });
}

describe("the shell server's API proxy", () => {
  it('closes the connection after the answer when the request says Connection: close', async () => {
    const server = await shellServer();
    await server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.server.address() as AddressInfo;
    const head = 'Host: shop.example\r\nConnection: close\r\n\r\n';
    const proxied = await exchange(port, `GET /api/v1/config HTTP/1.1\r\n${head}`);
    expect(proxied.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(proxied.answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(proxied.answer).not.toMatch(/keep-alive/i);
    expect(proxied.closed).toBe(true);
    // As a page does.
    expect((await exchange(port, `GET /builds/latest.json HTTP/1.1\r\n${head}`)).closed).toBe(true);
  });

  it('passes on an API that sheds load once, and says an API that is down is unavailable', async () => {
    const server = await shellServer();
    const asked = servers.api().forwardedFor.length;
    const busy = await server.inject({ url: '/api/v1/busy' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('10');
    // Asked once: never again at once, which would add to the load of an API past its limit.
    expect(servers.api().forwardedFor.length).toBe(asked + 1);

    const gone = await server.inject({ url: '/api/v1/gone' });
    expect(gone.statusCode).toBe(503);
    expect(gone.headers['retry-after']).toBe('30');
    expect(gone.json()).toMatchObject({ statusCode: 503, code: 'UNKNOWN_ERROR' });
  });

  it("tells the API the visitor's own address, not one a client claims", async () => {
    const server = await shellServer();
    for (const claimed of ['198.51.100.1', '198.51.100.2']) {
      await server.inject({
        url: '/api/v1/config',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': claimed },
      });
    }
    // Nothing is trusted by default, loopback included: every request counts as the client's.
    expect(servers.api().forwardedFor.slice(-2)).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  it('believes X-Forwarded-For from the proxies TRUST_PROXY names, and from no one else', async () => {
    const server = await shellServer({ TRUST_PROXY: '10.0.0.5' });
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    await server.inject({ url: '/api/v1/config', remoteAddress: '10.0.0.5', headers });
    await server.inject({ url: '/api/v1/config', remoteAddress: '203.0.113.9', headers });
    expect(servers.api().forwardedFor.slice(-2)).toEqual(['198.51.100.7', '203.0.113.9']);
  });
});
