import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { insertOrders, staffRequest } from './helpers/admin-orders';
import { ORIGIN } from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

const MANY = 3000;

/** The export read over a real connection: its head, and each chunk's text as it came. */
function download(base: string, cookie: string, query = '') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; chunks: string[] }>(
    (resolve, reject) => {
      http
        .get(
          `${base}/api/v1/admin/orders/export${query}`,
          { agent: false, headers: { cookie, origin: ORIGIN } },
          (response) => {
            const chunks: string[] = [];
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode!, headers: response.headers, chunks }),
            );
          },
        )
        .on('error', reject);
    },
  );
}

describe('GET /api/v1/admin/orders/export', () => {
  let t: TestApp;
  let base: string;
  let manager: string;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    manager = (await signedInUser(t, 'MANAGER')).cookie;
    await insertOrders(
      t,
      Array.from({ length: MANY }, (_, n) => ({
        status: n % 2 === 0 ? ('NEW' as const) : ('DELIVERED' as const),
        createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
      })),
    );
    // The newest: a customer's own words that a spreadsheet must not run or split.
    await insertOrders(t, [
      {
        firstName: '=HYPERLINK("http://evil.example","click")',
        lastName: 'Kowalska, "Ania"',
        email: '@sum@example.com',
        phone: '+48 600 700 800',
        deliveryMethod: 'INPOST_COURIER',
        deliveryDetails: {
          method: 'INPOST_COURIER',
          street: 'ul. Długa 1\nm. 4',
          city: 'Kraków',
          postalCode: '30-001',
          country: 'PL',
        },
        subtotal: 12_345,
        discount: 1_000,
        deliveryPrice: 1_500,
        total: 12_845,
        createdAt: new Date('2026-06-01T10:00:00Z'),
      },
    ]);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(() => t.close());

  it('downloads every order of the filter as CSV, header first, newest first', async () => {
    const { status, headers, chunks } = await download(base, manager);
    assert.equal(status, 200);
    assert.equal(headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(String(headers['content-disposition']), /^attachment; filename="orders-.+\.csv"$/);
    const text = chunks.join('');
    assert.ok(text.startsWith('\uFEFFnumber,placed_at,status,customer_type,first_name'));
    // Records end with CRLF; the one address with a line break holds it inside its quotes.
    const records = text.slice(1).split('\r\n').filter(Boolean);
    assert.equal(records.length, MANY + 2);
    const numbers = records.slice(2).map((record) => Number(record.split(',')[0]));
    assert.deepEqual(
      numbers,
      [...numbers].sort((a, b) => b - a),
      'newest first',
    );
    assert.equal(new Set(numbers).size, MANY, 'each order once');
  });

  it('quotes what needs quotes and defuses what a spreadsheet would run as a formula', async () => {
    const { chunks } = await download(base, manager);
    const newest = chunks.join('').split('\r\n')[1]!;
    const cells = newest.split(',');
    assert.equal(cells[2], 'NEW');
    assert.ok(
      newest.includes(`"'=HYPERLINK(""http://evil.example"",""click"")"`),
      `formula defused and quoted: ${newest}`,
    );
    assert.ok(newest.includes(`"Kowalska, ""Ania"""`), 'comma and quotes');
    assert.ok(newest.includes(`'@sum@example.com`), 'an @ at the start');
    assert.ok(newest.includes(`'+48 600 700 800`), 'a + at the start');
    assert.ok(newest.includes(`"ul. Długa 1\nm. 4, 30-001 Kraków, PL"`), 'a line break');
    assert.ok(newest.endsWith(',123.45,10.00,15.00,128.45,PLN'), newest);
  });

  it('streams: a batch at a time, the first rows arriving before the last are read', async () => {
    const { chunks } = await download(base, manager);
    // A header, then one chunk per batch of 500 (the connection may merge a few).
    console.log(
      `export of ${MANY + 1} orders: ${chunks.length} chunks, the first ${chunks[0]!.length} characters`,
    );
    assert.ok(chunks.length >= 3, `${chunks.length} chunks`);
    assert.ok(chunks[0]!.length < chunks.join('').length / 3, 'the first chunk is a part');
  });

  it('exports the filtered list alone', async () => {
    const { chunks } = await download(base, manager, '?status=DELIVERED');
    const records = chunks.join('').slice(1).split('\r\n').filter(Boolean);
    assert.equal(records.length, MANY / 2 + 1);
    assert.ok(records.slice(1).every((record) => record.split(',')[2] === 'DELIVERED'));
    const none = await download(base, manager, '?q=nobody-at-all');
    assert.equal(none.chunks.join('').slice(1).split('\r\n').filter(Boolean).length, 1);
  });

  it('refuses a customer, and a filter it cannot read, before streaming anything', async () => {
    const customer = (await signedInUser(t, 'CUSTOMER')).cookie;
    const refused = await staffRequest(t, customer, 'GET', 'admin/orders/export');
    assert.equal(refused.statusCode, 403);
    const bad = await staffRequest(t, manager, 'GET', 'admin/orders/export?status=LOST');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'ENTITY_BAD_REQUEST');
  });
});
