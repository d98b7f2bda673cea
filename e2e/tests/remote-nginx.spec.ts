import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { NGINX_REMOTE_PORT, SHELL_URL } from '../fixtures/ports';
import { waitFor } from '../fixtures/processes';
import { publishRepositoryBuild } from '../fixtures/releases';
import { rawGet } from '../fixtures/raw-http';
import { ROOT } from '../fixtures/topology.mjs';

const REMOTE = `http://127.0.0.1:${NGINX_REMOTE_PORT}`;
/** The store nginx serves, as in the image: the content remote's build published and made live. */
let store: string;
/** The live release's folder in it, and its address. */
let release: string;
let RELEASE: string;

/**
 * The server block of the remotes' Docker image (shared/build/nginx-remote.conf.template), with
 * the image's variable filled in, on a port and folder of the test's own.
 */
async function nginxConfig(dir: string): Promise<string> {
  const server = (
    await readFile(path.join(ROOT, 'shared/build/nginx-remote.conf.template'), 'utf8')
  )
    .replaceAll('${ALLOWED_ORIGIN}', SHELL_URL)
    .replace('listen 80;', `listen 127.0.0.1:${NGINX_REMOTE_PORT};`)
    .replace('root /usr/share/nginx/html;', `root ${store};`);
  return `pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
daemon off;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  ${server}
}
`;
}

test.describe("the remotes' nginx image", () => {
  let nginx: ChildProcess;
  let dir: string;

  test.beforeAll(async () => {
    // `npm test` installs nginx on Debian, or names it: its absence is a failure here.
    expect(spawnSync('nginx', ['-v']).status, 'nginx is installed').toBe(0);
    dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-nginx-'));
    // nginx's workers (not root) read the store, as in the image.
    await chmod(dir, 0o755);
    store = path.join(dir, 'store');
    const id = await publishRepositoryBuild(store);
    release = path.join(store, 'releases', id);
    RELEASE = `${REMOTE}/releases/${id}`;
    await writeFile(path.join(dir, 'nginx.conf'), await nginxConfig(dir));
    nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    await waitFor(`${REMOTE}/live.json`);
  });

  test.afterAll(async () => {
    nginx?.kill();
    await rm(dir, { recursive: true, force: true });
  });

  test("serves the gzip file beside a release's entry, cached for good, with CORS for the shell", async () => {
    const plain = await readFile(path.join(release, 'remoteEntry.js'));
    const gzip = await rawGet(`${RELEASE}/remoteEntry.js`, {
      'accept-encoding': 'gzip',
      origin: SHELL_URL,
    });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain)).toBe(true);
    expect(String(gzip.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(gzip.headers['access-control-allow-origin']).toBe(SHELL_URL);
    // A release never changes.
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('serves the pointer revalidated by ETag, with CORS for the shell', async () => {
    const live = await rawGet(`${REMOTE}/live.json`, { origin: SHELL_URL });
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body.toString()).release).toBe(path.basename(release));
    expect(live.headers['cache-control']).toBe('no-cache');
    expect(live.headers['access-control-allow-origin']).toBe(SHELL_URL);
    const again = await rawGet(`${REMOTE}/live.json`, {
      'if-none-match': String(live.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  test('keeps hashed chunks for a year', async () => {
    const chunk = (await readdir(release)).find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    const response = await rawGet(`${RELEASE}/${chunk}`, { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test("answers an orchestrator's probes: alive, and ready with the store's live release", async () => {
    const alive = await rawGet(`${REMOTE}/livez`);
    expect(alive.status).toBe(200);
    const ready = await rawGet(`${REMOTE}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.toString()).toBe(await readFile(path.join(store, 'live.json'), 'utf8'));
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  test('serves no source map, no dot-file, and no page at /', async () => {
    const map = (await readdir(release)).find((file) => /\.[0-9a-f]{8}\.js\.map$/.test(file));
    expect(map).toBeDefined();
    expect((await rawGet(`${RELEASE}/${map}`)).status).toBe(404);
    expect((await rawGet(`${RELEASE}/remoteEntry.js.map`)).status).toBe(404);
    expect((await rawGet(`${REMOTE}/`)).status).toBe(404);
    // A release being staged (and the lock) are dot-folders of the store.
    await mkdir(path.join(store, 'releases/.incoming-test'), { recursive: true });
    await writeFile(path.join(store, 'releases/.incoming-test/remoteEntry.js'), 'staged');
    expect((await rawGet(`${REMOTE}/releases/.incoming-test/remoteEntry.js`)).status).toBe(404);
  });
});
