import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { Socket } from 'node:net';
import { expect, test } from '../fixtures/test';
import { FAILING_REMOTE_PORTS, PORTS } from '../fixtures/ports';
import { startShell } from '../fixtures/processes';
import { forward } from '../fixtures/proxy';

/**
 * A shell whose content remote is reached through a proxy the test controls: it passes every
 * request to the suite's content remote, or makes the remote's server build slow (no answer),
 * broken (500) or the whole remote gone (connections refused). Whatever it does, the shell's
 * server answers the page with its layout, and the browser renders what the server could not.
 */
type Mode = 'pass' | 'server-build-hangs' | 'server-build-fails' | 'down';

const SHELL = `http://localhost:${FAILING_REMOTE_PORTS.shell}`;
const PAGE = '/en/privacy-policy';

let mode: Mode = 'pass';
const held = new Set<http.ServerResponse>();
const sockets = new Set<Socket>();

const proxy = http.createServer((request, response) => {
  // A release's server build: releases/<id>/server/…
  const isServerBuild = request.url!.includes('/server/');
  if (mode === 'down') return void request.socket.destroy();
  if (isServerBuild && mode === 'server-build-hangs') return void held.add(response);
  if (isServerBuild && mode === 'server-build-fails') {
    response.writeHead(500, { 'content-type': 'text/plain' });
    return void response.end('throw new Error("not a build")');
  }
  forward(PORTS.content, request, response);
});
proxy.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

/** The page as a browser's first request gets it, and how long it took. */
async function firstResponse() {
  const started = performance.now();
  const response = await fetch(`${SHELL}${PAGE}`);
  const html = await response.text();
  return { status: response.status, html, ms: performance.now() - started };
}

/** The layout the shell's server always renders: header, navigation and footer. */
function expectLayout(html: string) {
  expect(html).toContain('<header');
  expect(html).toContain('href="/en/catalog"');
  expect(html).toContain('<footer');
  expect(html).toContain('Opening hours');
}

test.describe('a remote whose server build cannot be had', () => {
  // One shell and one proxy, whose modes the tests change in turn.
  test.describe.configure({ mode: 'serial' });
  let shell: ChildProcess;

  test.beforeAll(async () => {
    await new Promise<void>((resolve) =>
      proxy.listen(FAILING_REMOTE_PORTS.content, '127.0.0.1', resolve),
    );
    // The shell reads the live release at its start and loads its server build at once: that
    // build hangs from the start, so the server has never had the remote's module.
    mode = 'server-build-hangs';
    shell = await startShell(FAILING_REMOTE_PORTS.shell, {
      CONTENT_REMOTE_URL: `http://localhost:${FAILING_REMOTE_PORTS.content}/`,
    });
    // A running shop: the shell's server has rendered a page before (of another team).
    expect((await fetch(`${SHELL}/en`)).status).toBe(200);
  });

  test.afterAll(async () => {
    shell.kill();
    for (const response of held) response.destroy();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => proxy.close(resolve));
  });

  test('too slow: the page answers within 2 s with the layout, and the browser renders it', async ({
    page,
    pageErrors,
  }) => {
    const { status, html, ms } = await firstResponse();
    expect(status).toBe(200);
    expect(ms).toBeLessThan(2000);
    expectLayout(html);
    expect(html).not.toContain('Privacy policy</h1>');

    await page.goto(`${SHELL}${PAGE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('failing: the page answers with the layout, and the browser renders it', async ({
    page,
    pageErrors,
  }) => {
    mode = 'server-build-fails';
    const { status, html } = await firstResponse();
    expect(status).toBe(200);
    expectLayout(html);

    await page.goto(`${SHELL}${PAGE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('gone: the page answers with the layout, and the browser shows the fallback', async ({
    page,
    pageErrors,
  }) => {
    mode = 'down';
    const { status, html } = await firstResponse();
    expect(status).toBe(200);
    expectLayout(html);

    await page.goto(`${SHELL}${PAGE}`);
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Opening hours');
    expect(pageErrors).toEqual([]);
  });

  test('back: once the remote answers again, the server renders its page again', async () => {
    test.setTimeout(60_000);
    mode = 'pass';
    // The remote was backed off after its failures; it is tried again within seconds.
    await expect
      .poll(async () => (await firstResponse()).html, { timeout: 40_000, intervals: [1000] })
      .toContain('Privacy policy</h1>');
  });
});
