import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { registration } from './helpers/accounts';
import { startApi } from './helpers/replicas';

/**
 * A request sent in two halves: it is in flight on the server until `finish` sends the rest.
 * `accepted` settles once the server has read its head (it answers 100 Continue then): from then
 * on it is a request the server has, not a connection it may still close as idle.
 */
function halfSent(url: string, path: string, payload: object) {
  const body = Buffer.from(JSON.stringify(payload));
  const half = Math.floor(body.length / 2);
  const request = http.request(new URL(path, url), {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': body.length,
      expect: '100-continue',
    },
  });
  const accepted = new Promise<void>((resolve, reject) => {
    request.once('continue', resolve);
    request.once('error', reject);
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  request.write(body.subarray(0, half));
  return { answer, accepted, finish: () => request.end(body.subarray(half)) };
}

describe('the API on SIGTERM', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-stop-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('finishes every request it accepted, refuses new connections, and exits 0', async () => {
    const api = await startApi('api', {
      DATABASE_URL: '',
      DATA_DIR: path.join(dataDir, 'pglite'),
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '1000',
    });
    await api.started;
    const exited = new Promise<number | null>((resolve) => api.process.once('exit', resolve));

    // Registrations (a password hash each): accepted, their bodies half sent.
    const requests = Array.from({ length: 12 }, () =>
      halfSent(
        api.url,
        '/api/v1/auth/register',
        registration({ email: `${randomUUID()}@example.com` }),
      ),
    );
    // Not after a fixed wait: a connection whose request the server has not read yet is idle to
    // it, and closed on SIGTERM (on a busy machine, 500 ms was not always enough).
    await Promise.all(requests.map((request) => request.accepted));
    api.process.kill('SIGTERM');
    // The listener closes soon after the signal (how soon depends on the machine's load); until
    // then a new connection is answered, or closed as the server stops.
    let refused: string | undefined;
    for (let attempt = 0; attempt < 50 && refused !== 'ECONNREFUSED'; attempt += 1) {
      refused = await fetch(`${api.url}/livez`).then(
        () => 'answered',
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      );
      if (refused !== 'ECONNREFUSED') await sleep(100);
    }
    assert.equal(refused, 'ECONNREFUSED');
    for (const request of requests) request.finish();
    const answers = await Promise.all(requests.map((request) => request.answer));
    for (const answer of answers) {
      assert.equal(answer.status, 201, answer.body);
      assert.match(JSON.parse(answer.body).email, /@example\.com$/);
    }
    assert.equal(await exited, 0, api.output());
    await api.stop();
  });

  it('with SHUTDOWN_DRAIN_SECONDS, serves new connections that long after SIGTERM, then stops', async () => {
    const drainSeconds = 3;
    const api = await startApi('api', {
      DATABASE_URL: '',
      DATA_DIR: path.join(dataDir, 'pglite-drain'),
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '1000',
      SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
    });
    await api.started;
    const exited = new Promise<number | null>((resolve) => api.process.once('exit', resolve));
    const signalled = Date.now();
    api.process.kill('SIGTERM');
    // Well into the drain: a new connection (a balancer that has not yet dropped this replica)
    // and a write on it, answered as ever.
    await sleep(1000);
    const registered = await fetch(`${api.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration({ email: `${randomUUID()}@example.com` })),
    });
    assert.equal(registered.status, 201, await registered.text());
    // Then the listener closes, not before the drain is over.
    let refused: string | undefined;
    for (let attempt = 0; attempt < 100 && refused !== 'ECONNREFUSED'; attempt += 1) {
      refused = await fetch(`${api.url}/livez`, { headers: { connection: 'close' } }).then(
        () => 'answered',
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      );
      if (refused !== 'ECONNREFUSED') await sleep(100);
    }
    assert.equal(refused, 'ECONNREFUSED');
    assert.ok(Date.now() - signalled >= drainSeconds * 1000, 'refused before the drain ended');
    assert.equal(await exited, 0, api.output());
    await api.stop();
  });
});
