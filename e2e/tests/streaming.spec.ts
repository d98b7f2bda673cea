import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { expect, test } from '../fixtures/test';
import { PORTS, SLOW_API_PORTS } from '../fixtures/ports';
import { startShell } from '../fixtures/processes';
import { forward } from '../fixtures/proxy';

/**
 * A page whose data is slow is streamed (when it is not one the page cache keeps): the shell's
 * server sends the head and the layout at once (the page's place holds a spinner), and the page's
 * content when its data has come. Here the API sits behind a proxy that holds every product list
 * until the test lets it go.
 */
const SHELL = `http://localhost:${SLOW_API_PORTS.shell}`;
const PRODUCT_LIST = /^\/api\/v1\/product\?/;

let holding = false;
const held: (() => void)[] = [];

const proxy = http.createServer((request, response) => {
  const pass = () => forward(PORTS.api, request, response);
  if (holding && PRODUCT_LIST.test(request.url!)) held.push(pass);
  else pass();
});

function release() {
  holding = false;
  for (const pass of held.splice(0)) pass();
}

/** Reads a streamed answer until `until` shows up in what has arrived; returns all of it. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: string) {
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(until)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

test.describe('a page whose data is slow', () => {
  test.describe.configure({ mode: 'serial' });
  let shell: ChildProcess;

  test.beforeAll(async () => {
    await new Promise<void>((resolve) => proxy.listen(SLOW_API_PORTS.api, '127.0.0.1', resolve));
    shell = await startShell(SLOW_API_PORTS.shell, {
      API_URL: `http://127.0.0.1:${SLOW_API_PORTS.api}`,
      // A page the cache may keep is rendered whole (a streamed page carries a nonce of its own
      // and is never shared): streaming is what a page gets that is not kept.
      PAGE_CACHE_SECONDS: '0',
    });
  });

  test.afterAll(async () => {
    release();
    shell.kill();
    await new Promise((resolve) => proxy.close(resolve));
  });

  test('gets its head and layout before its data, then its content', async () => {
    holding = true;
    const response = await fetch(`${SHELL}/en/catalog`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    // React's streaming scripts run by the page's nonce.
    expect(response.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    const reader = response.body!.getReader();

    const first = await readUntil(reader, '</footer>');
    expect(first).toContain('<title data-server-head>');
    expect(first).toContain('href="/en/catalog/coffee"');
    expect(first).toContain('role="status"');
    expect(first).not.toContain('data-testid="product-card"');
    expect(held.length).toBeGreaterThan(0);

    release();
    const rest = await readUntil(reader, '</html>');
    expect(rest).toContain('data-testid="product-card"');
    expect(rest).toContain('id="storefront-page"');
  });

  test('hydrates in the browser once its content has come, with no error', async ({
    page,
    pageErrors,
    consoleProblems,
  }) => {
    holding = true;
    setTimeout(release, 500);
    await page.goto(`${SHELL}/en/catalog`);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(consoleProblems).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
