import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PORTS, SHELL_URL } from '../fixtures/ports';
import { rawGet } from '../fixtures/raw-http';
import { ROOT } from '../fixtures/topology.mjs';

test('a 404 names its path once, cut short, and stays small however long the path', async () => {
  const long = `/en/${'a'.repeat(15_000)}`;
  const response = await rawGet(SHELL_URL + long);
  expect(response.status).toBe(404);
  expect(response.body.length).toBeLessThan(40_000);
  const html = response.body.toString();
  expect(html).toContain('Page not found: /en/aaaa');
  expect(html).not.toContain('a'.repeat(200));
});

test("a visitor's user agent is not written into the page, nor gives it an ETag of its own", async () => {
  const agent = (filler: string) => `Mozilla/5.0 (X11; Linux x86_64) ${filler.repeat(10_000)}`;
  const first = await rawGet(`${SHELL_URL}/en/contact-us`, { 'user-agent': agent('x') });
  const second = await rawGet(`${SHELL_URL}/en/contact-us`, { 'user-agent': agent('y') });
  expect(first.status).toBe(200);
  expect(first.body.toString()).not.toContain('x'.repeat(100));
  expect(second.headers.etag).toBe(first.headers.etag);
});

test('the API proxy closes the connection after the answer when asked to', async () => {
  const socket = connect(PORTS.shell, '127.0.0.1');
  socket.write(
    `GET /api/v1/config HTTP/1.1\r\nHost: localhost:${PORTS.shell}\r\nConnection: close\r\n\r\n`,
  );
  const { answer, closed } = await new Promise<{ answer: string; closed: boolean }>((resolve) => {
    let text = '';
    const open = setTimeout(() => {
      socket.destroy();
      resolve({ answer: text, closed: false });
    }, 5000);
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => {
      clearTimeout(open);
      resolve({ answer: text, closed: true });
    });
  });
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  expect(answer).not.toMatch(/keep-alive/i);
  expect(closed).toBe(true);
});

test("source maps and a remote's harness are not served in production", async () => {
  expect((await rawGet(`${SHELL_URL}/assets/main.js`)).status).toBe(200);
  expect((await rawGet(`${SHELL_URL}/assets/main.js.map`)).status).toBe(404);
  const catalog = `http://127.0.0.1:${PORTS.catalog}`;
  // The live release's files, where the catalog's release store serves them.
  const { release } = JSON.parse((await rawGet(`${catalog}/live.json`)).body.toString()) as {
    release: string;
  };
  const maps = (await readdir(path.join(ROOT, 'mf-catalog/dist'))).filter((file) =>
    file.endsWith('.js.map'),
  );
  expect(maps.length).toBeGreaterThan(0);
  for (const map of maps.slice(0, 3)) {
    const url = `${catalog}/releases/${release}/${map}`;
    expect((await rawGet(url)).status).toBe(404);
    expect((await rawGet(url.replace(/\.map$/, ''))).status).toBe(200);
  }
  const root = await rawGet(`${catalog}/`);
  expect(root.status).toBe(404);
  expect(root.body.toString()).not.toContain('harness');
});
