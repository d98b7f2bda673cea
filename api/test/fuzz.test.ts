import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ERROR_CODES } from '@storefront/shared/core';
import fc from 'fast-check';
import { changedTables, nextTransactionId, tableFingerprints } from './fuzz/fingerprint';
import { injectOptions, spoiledRequests, type Operation } from './fuzz/mutations';
import { sweep } from './fuzz/sweep';
import { REFUSED_BY_STATE, STREAMS, validRequests, type FuzzRequest } from './fuzz/valid-requests';
import { createTestApp, onPostgres } from './helpers/test-app';

/*
 * Every operation of the API's OpenAPI document, sent a sweep of known troubles and then FUZZ_RUNS
 * requests spoiled one or two parts at a time (see fuzz/): none may answer 5xx, every refusal
 * names a code of the catalogue, and a refused request leaves every row of every table as it
 * was (the tables' digests are read again only when a transaction took an id: one that did not
 * wrote nothing). FUZZ_SEED replays a run.
 *
 * 120 random requests an operation on PostgreSQL (the database the shop runs on), 40 on PGlite,
 * where each costs two to three times as much: the validation they test is the same code on
 * both, and the sweep, which is sent whole on both, holds the requests that reach the database
 * with values it may refuse. FUZZ_RUNS sets the number for either.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? (onPostgres ? 120 : 40));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const LIMITLESS = '1000000';

// Resized copies go to a folder of this run, so the images' valid request makes one.
const imageCache = await mkdtemp(join(os.tmpdir(), 'fuzz-images-'));
const t = await createTestApp({
  IMAGE_CACHE_DIR: imageCache,
  AUTH_RATE_LIMIT: LIMITLESS,
  CONTACT_RATE_LIMIT: LIMITLESS,
  ORDER_RATE_LIMIT: LIMITLESS,
  ESTIMATE_RATE_LIMIT: LIMITLESS,
  TRACK_RATE_LIMIT: LIMITLESS,
  IMAGE_MISS_RATE_LIMIT: LIMITLESS,
  EMAIL_TEST_RATE_LIMIT: LIMITLESS,
  CONTACT_REPLY_RATE_LIMIT: LIMITLESS,
  // The outbox is sent by a timer; here nothing may write between two requests.
  EMAIL_SEND_INTERVAL_SECONDS: '86400',
});
const valid = await validRequests(t, RUNS);
const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${path}`,
    path,
    operation,
  })),
);
const catalogue = new Set<string>(ERROR_CODES);

/**
 * A request as the fuzzer sends it. An event stream's answer never ends: it is read as a stream,
 * its head checked and the stream let go when it is accepted, its body read when it is refused.
 */
async function send(key: string, path: string, request: FuzzRequest) {
  if (!STREAMS.has(key)) return t.app.inject(injectOptions(path, request));
  const response = await t.app.inject({ ...injectOptions(path, request), payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  if (response.statusCode < 400) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return {
    statusCode: response.statusCode,
    body,
    json: () => JSON.parse(body) as { code: string },
  };
}
const counts: {
  operation: string;
  requests: number;
  ok: number;
  refused: number;
  failed: number;
}[] = [];

describe('fuzzing every operation of the OpenAPI document', () => {
  after(async () => {
    console.table(counts);
    const total = (key: 'requests' | 'ok' | 'refused' | 'failed') =>
      counts.reduce((sum, row) => sum + row[key], 0);
    console.log(
      `fuzz: ${counts.length} operations, ${total('requests')} requests, ${total('ok')} × 2xx/3xx, ${total('refused')} × 4xx, ${total('failed')} × 5xx`,
    );
    await t.close();
    await rm(imageCache, { recursive: true, force: true });
  });

  it('knows a valid request for every operation, and the API accepts it', async () => {
    const missing = operations.map(({ key }) => key).filter((key) => !valid.has(key));
    assert.deepEqual(missing, []);
    assert.ok(operations.length >= 30, `only ${operations.length} operations`);
    const wrong: string[] = [];
    for (const { key, path } of operations) {
      const response = await send(key, path, valid.get(key)!());
      if (response.statusCode < 400 === REFUSED_BY_STATE.has(key))
        wrong.push(`${key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    assert.deepEqual(wrong, []);
  });

  for (const { key, path, operation } of operations) {
    it(`${key}: no 5xx, refusals in the catalogue, refused requests change no row`, async () => {
      const request = valid.get(key);
      assert.ok(request, `no valid request for ${key}`);
      const row = { operation: key, requests: 0, ok: 0, refused: 0, failed: 0 };
      counts.push(row);
      let rows = await tableFingerprints(t.db);
      let mark = await nextTransactionId(t.db);
      // The sweep of known troubles first, then RUNS random requests.
      const examples = sweep(operation, request).map((known): [FuzzRequest] => [known]);
      await fc.assert(
        fc.asyncProperty(spoiledRequests(operation, request), async (spoiled) => {
          const response = await send(key, path, spoiled);
          await t.app.background.idle();
          row.requests += 1;
          const status = response.statusCode;
          if (status >= 500) row.failed += 1;
          else if (status >= 400) row.refused += 1;
          else row.ok += 1;
          assert.ok(status < 500, `${status}: ${response.body.slice(0, 300)}`);
          if (status >= 400)
            assert.ok(catalogue.has(response.json().code), `${status}: ${response.body}`);
          // No transaction took an id: nothing was written, the digests stand (most refusals).
          const next = await nextTransactionId(t.db);
          if (next === mark) return;
          mark = next;
          const now = await tableFingerprints(t.db);
          if (status >= 400)
            assert.deepEqual(changedTables(rows, now), [], `refused with ${status}, yet wrote`);
          rows = now;
        }),
        {
          numRuns: RUNS + examples.length,
          examples,
          ...(SEED === undefined ? {} : { seed: SEED }),
        },
      );
    });
  }
});
