import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminOrderPage } from '@storefront/shared/admin';
import { insertOrders, numbersOf, staffRequest, type StoredOrder } from './helpers/admin-orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /api/v1/admin/orders', () => {
  let t: TestApp;
  let manager: string;
  let stored: StoredOrder[];
  /** The stored orders, newest first, that `keep` keeps: what a filter should answer. */
  const expected = (keep: (row: StoredOrder) => boolean = () => true) =>
    stored
      .filter(keep)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((row) => row.number);
  const list = async (query = ''): Promise<AdminOrderPage> => {
    const response = await staffRequest(t, manager, 'GET', `admin/orders${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    manager = (await signedInUser(t, 'MANAGER')).cookie;
    const statuses = ['NEW', 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
    // 45 everyday orders, then a few with the names, emails and phones the searches look for.
    const everyday = Array.from({ length: 45 }, (_, n) => ({
      status: statuses[n % statuses.length],
      paymentMethod: n % 3 === 0 ? ('BANK_TRANSFER' as const) : ('CASH' as const),
      customerType: n % 4 === 0 ? ('REGISTERED' as const) : ('GUEST' as const),
      ...(n % 5 === 0 && {
        deliveryMethod: 'LOCAL_PICKUP' as const,
        deliveryDetails: { method: 'LOCAL_PICKUP' as const },
      }),
    }));
    stored = await insertOrders(t, [
      ...everyday,
      {
        firstName: 'Zofia',
        lastName: 'Wiśniewska',
        email: 'Zofia.W@Example.com',
        phone: '+48 512 345 678',
        createdAt: new Date('2026-02-10T12:00:00Z'),
      },
      {
        firstName: 'Olena',
        lastName: 'Zofiivna',
        email: 'olena@example.com',
        phone: '+380 67 123 4567',
        createdAt: new Date('2026-02-11T12:00:00Z'),
      },
      {
        firstName: 'Per_cent',
        lastName: 'Sign%',
        email: 'under_score@example.com',
        createdAt: new Date('2026-02-12T12:00:00Z'),
      },
      // Placed at 00:30 on 2 March in Warsaw (CET, UTC+1), still 1 March in UTC.
      { firstName: 'Marzec', createdAt: new Date('2026-03-01T23:30:00Z') },
    ]);
  });
  after(() => t.close());

  it('answers 20 a page, newest first, with the paging and every column of a row', async () => {
    const first = await list();
    assert.equal(first.total, stored.length);
    assert.equal(first.limit, 20);
    assert.equal(first.pages, Math.ceil(stored.length / 20));
    assert.deepEqual(numbersOf(first), expected().slice(0, 20));
    const third = await list('?page=3');
    assert.deepEqual(numbersOf(third), expected().slice(40, 60));
    const row = first.items.find((item) => item.firstName === 'Marzec')!;
    const source = stored.find((order) => order.id === row.id)!;
    assert.deepEqual(row, {
      id: source.id,
      number: source.number,
      createdAt: '2026-03-01T23:30:00.000Z',
      firstName: 'Marzec',
      lastName: 'Nowak',
      email: source.email,
      phone: '+48 600 000 000',
      customerType: 'GUEST',
      status: 'NEW',
      paymentMethod: 'CASH',
      deliveryMethod: 'TAXI',
      total: 10_000,
      currency: 'PLN',
      version: 1,
    });
  });

  it('answers an empty page past the last, with the total to find the way back', async () => {
    const past = await list('?page=40');
    assert.deepEqual(past.items, []);
    assert.equal(past.total, stored.length);
    assert.equal(past.pages, 3);
  });

  it('filters by one status or several, payment, delivery and customer type', async () => {
    assert.deepEqual(
      numbersOf(await list('?status=PACKED')),
      expected((o) => o.status === 'PACKED'),
    );
    const several = expected((o) => o.status === 'NEW' || o.status === 'SHIPPED').slice(0, 20);
    assert.deepEqual(numbersOf(await list('?status=NEW&status=SHIPPED')), several);
    assert.deepEqual(numbersOf(await list('?status=NEW,SHIPPED')), several);
    assert.deepEqual(
      numbersOf(await list('?paymentMethod=BANK_TRANSFER')),
      expected((o) => o.paymentMethod === 'BANK_TRANSFER'),
    );
    assert.deepEqual(
      numbersOf(await list('?deliveryMethod=LOCAL_PICKUP')),
      expected((o) => o.deliveryMethod === 'LOCAL_PICKUP'),
    );
    const registered = await list('?customerType=REGISTERED&paymentMethod=BANK_TRANSFER');
    assert.deepEqual(
      numbersOf(registered),
      expected((o) => o.customerType === 'REGISTERED' && o.paymentMethod === 'BANK_TRANSFER'),
    );
    assert.equal(registered.total, registered.items.length);
  });

  it("filters by days in the shop's time zone, both ends included", async () => {
    const marzec = stored.find((order) => order.firstName === 'Marzec')!.number;
    assert.deepEqual(numbersOf(await list('?from=2026-03-02&to=2026-03-02')), [marzec]);
    assert.deepEqual(numbersOf(await list('?from=2026-03-01&to=2026-03-01')), []);
    assert.deepEqual(
      numbersOf(await list('?from=2026-02-11&to=2026-02-12')),
      expected((o) => ['Olena', 'Per_cent'].includes(o.firstName)),
    );
    assert.deepEqual(numbersOf(await list('?from=2026-03-02')), [marzec]);
  });

  it('finds an order by its number, an email, a phone or a name', async () => {
    const zofia = stored.find((order) => order.firstName === 'Zofia')!;
    const olena = stored.find((order) => order.firstName === 'Olena')!;
    const search = async (q: string) => numbersOf(await list(`?q=${encodeURIComponent(q)}`));
    assert.deepEqual(await search(String(zofia.number)), [zofia.number], 'number');
    assert.deepEqual(await search(`#${zofia.number}`), [zofia.number], '#number');
    assert.deepEqual(await search('zofia.w@ex'), [zofia.number], 'email, any case');
    assert.deepEqual(await search('ZOFIA.W'), [zofia.number], 'email beginning');
    assert.deepEqual(await search('345 678'), [zofia.number], 'phone, last digits as written');
    assert.deepEqual(await search('2345678'), [zofia.number], 'phone, last digits');
    assert.deepEqual(await search('+380 67 123 4567'), [olena.number], 'whole phone');
    assert.deepEqual(await search('wiśn'), [zofia.number], 'last name beginning');
    // "Zofia" begins Zofia's first name and Olena's last name.
    assert.deepEqual(await search('zofi'), [olena.number, zofia.number], 'first or last name');
    assert.deepEqual(await search('Olena Zofiivna'), [olena.number], 'first and last name');
    assert.deepEqual(await search('zofiivna olena'), [olena.number], 'the other way round');
    assert.deepEqual(await search('nobody'), [], 'nothing');
    assert.deepEqual(await search('678 000'), [], 'digits that end no phone');
  });

  it('searches for what was typed, wildcards included, never by pattern', async () => {
    const odd = stored.find((order) => order.firstName === 'Per_cent')!;
    assert.deepEqual(numbersOf(await list('?q=per_')), [odd.number]);
    assert.deepEqual(numbersOf(await list('?q=under_s')), [odd.number]);
    assert.deepEqual(numbersOf(await list('?q=%25')), []);
    assert.deepEqual(numbersOf(await list('?q=_')), []);
  });

  it('combines the search with the filters', async () => {
    const zofia = stored.find((order) => order.firstName === 'Zofia')!;
    assert.deepEqual(numbersOf(await list(`?q=zofia&status=NEW`)), [zofia.number]);
    assert.deepEqual(numbersOf(await list(`?q=zofia&status=CANCELLED`)), []);
  });

  it('answers 400 to a filter it does not know the values of', async () => {
    for (const query of [
      '?status=LOST',
      '?status=new',
      '?from=2026-02-30',
      '?from=2026-03-02&to=2026-03-01',
      '?customerType=VIP',
      '?page=0',
    ]) {
      const response = await staffRequest(t, manager, 'GET', `admin/orders${query}`);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().code, 'ENTITY_BAD_REQUEST', query);
    }
  });
});
