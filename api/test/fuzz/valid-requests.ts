import { randomUUID } from 'node:crypto';
import { categories } from '../../src/db/schema';
import { storeSeed } from '../../src/db/seed/store-data';
import type { TestApp } from '../helpers/test-app';
import { TEST_OWNER } from '../helpers/fixtures';
import {
  ORIGIN,
  addPromoCode,
  addPromotion,
  orderBody,
  pickProducts,
  placeOrder,
  setStock,
} from '../helpers/orders';
import { signIn, signedInUser } from '../helpers/users';
import { adminProductRequests } from './admin-product-requests';
import { adminStockRequests } from './admin-stock-requests';

/** A request before it is encoded: path and query values are sent percent-encoded as given. */
export interface FuzzRequest {
  method: string;
  /** Path parameters, already encoded. */
  params: Record<string, string>;
  /** Query pairs, already encoded. */
  query: [string, string][];
  headers: Record<string, string>;
  /** A JSON body, or `raw` text (or bytes: a picture) sent as it is. */
  body?: { json: unknown } | { raw: string | Buffer };
}

/** An operation of the OpenAPI document: "GET /api/v1/product/{slug}". */
export type OperationKey = string;

/** Operations whose valid request is refused for a reason of state, not of form. */
export const REFUSED_BY_STATE = new Map<OperationKey, string>([
  ['POST /api/v1/auth/reset-password', 'no reset was asked for: the token is unknown'],
  ['PUT /api/v1/user/password', 'the current password is wrong, so that it stays'],
]);

/** Operations whose accepted answer is an endless event stream (see fuzz.test.ts). */
export const STREAMS = new Set<OperationKey>(['GET /api/v1/admin/events']);

/**
 * One request per operation that the API accepts (or refuses only for a reason of state, such as
 * a wrong password): the fuzzer spoils one part of it at a time, so that what it spoils reaches
 * as deep into the route as a valid request does.
 */
export async function validRequests(
  t: TestApp,
  runs: number,
): Promise<Map<OperationKey, () => FuzzRequest>> {
  const owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
  const customer = await signedInUser(t, 'CUSTOMER');
  const [product, other] = await pickProducts(t, 2, false);
  await setStock(t, product!.id, 1_000_000);
  // New orders, one for each status change the fuzzer may send (a changed one cannot change so
  // again), the first for reading and tracking.
  const orders: { id: string; number: number }[] = [];
  for (let index = 0; index <= runs; index += 1) {
    const placed = await placeOrder(t, orderBody([{ productId: product!.id, quantity: 1 }]), {
      cookie: customer.cookie,
    });
    orders.push(placed.json());
  }
  const order = orders[0]!;
  let nextToChange = 0;
  // Orders of their own for the back office's status change, read at version 1.
  const staffOrders: { id: string }[] = [];
  for (let index = 0; index < runs; index += 1) {
    const placed = await placeOrder(t, orderBody([{ productId: product!.id, quantity: 1 }]));
    staffOrders.push(placed.json());
  }
  let nextStaffOrder = 0;
  const adminFilters: [string, string][] = [
    ['status', 'NEW'],
    ['status', 'CONFIRMED'],
    ['paymentMethod', 'CASH'],
    ['deliveryMethod', 'TAXI'],
    ['customerType', 'REGISTERED'],
    ['from', '2020-01-01'],
    ['to', '2099-12-31'],
    ['q', 'anna'],
  ];
  const promoCode = await addPromoCode(t, { code: 'FUZZ-ESTIMATE' });
  // Codes and promotions at version 1, one for each expiry or save the fuzzer may send.
  const toExpire = await Promise.all(
    Array.from({ length: runs + 1 }, (_, index) => addPromoCode(t, { code: `FUZZ-END-${index}` })),
  );
  const toSave = await Promise.all(
    Array.from({ length: runs + 1 }, (_, index) =>
      addPromotion(t, { name: { pl: `Fuzz ${index}` }, active: false }),
    ),
  );
  let nextToExpire = 0;
  let nextToSave = 0;
  const [category] = await t.db.select({ id: categories.id }).from(categories).limit(1);
  const address = { street: 'Długa 1', city: 'Warszawa', postalCode: '00-640', country: 'PL' };
  // Two saved addresses: one to change, one for the valid request to remove.
  const [toChange, toRemove] = await Promise.all(
    [1, 2].map(async () => {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/addresses',
        headers: { origin: ORIGIN, cookie: customer.cookie },
        payload: address,
      });
      return (saved.json() as { id: string }).id;
    }),
  );

  const get =
    (query: [string, string][] = [], cookie?: string) =>
    (): FuzzRequest => ({
      method: 'GET',
      params: {},
      query,
      headers: cookie ? { cookie } : {},
    });
  const send =
    (method: string, json: unknown, cookie?: string, query: [string, string][] = []) =>
    (): FuzzRequest => ({
      method,
      params: {},
      query,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(json === undefined ? {} : { body: { json } }),
    });
  const withParams = (request: () => FuzzRequest, params: Record<string, string>) => () => ({
    ...request(),
    params,
  });
  const promotionFields = {
    type: 'PERCENT',
    value: 10,
    minSubtotal: 0,
    startsAt: '2030-01-01T00:00:00Z',
    endsAt: '2030-02-01T00:00:00+01:00',
    active: true,
    productIds: [],
    categoryIds: [],
  };
  const listing: [string, string][] = [
    ['lang', 'pl'],
    ['page', '1'],
    ['limit', '20'],
  ];

  const adminProducts = await adminProductRequests(t, owner, runs);
  const adminStock = await adminStockRequests(
    t,
    owner,
    runs,
    { product: product!, other: other! },
    { get, send, withParams },
  );

  return new Map<OperationKey, () => FuzzRequest>([
    ['GET /api/v1/health', get()],
    ...adminProducts,
    ...adminStock,
    ['GET /api/v1/admin/session', get([], owner)],
    ['GET /api/v1/admin/overview', get([], owner)],
    ['GET /api/v1/admin/orders', get([...adminFilters, ['page', '1'], ['limit', '20']], owner)],
    ['GET /api/v1/admin/orders/export', get(adminFilters, owner)],
    [
      'GET /api/v1/admin/orders/{orderId}',
      withParams(get([['lang', 'en']], owner), { orderId: order.id }),
    ],
    [
      'PATCH /api/v1/admin/orders/{orderId}/status',
      () => {
        nextStaffOrder = (nextStaffOrder + 1) % runs;
        const request = send(
          'PATCH',
          { status: 'CONFIRMED', note: 'Called the customer', version: 1 },
          owner,
          [['lang', 'pl']],
        );
        return { ...request(), params: { orderId: staffOrders[nextStaffOrder]!.id } };
      },
    ],
    [
      'POST /api/v1/admin/orders/status',
      () =>
        send(
          'POST',
          {
            orderIds: [staffOrders[(nextStaffOrder + 1) % runs]!.id, order.id],
            status: 'PACKED',
            note: 'Packed together',
          },
          owner,
        )(),
    ],
    ['GET /api/v1/admin/events', get([], owner)],
    ['PUT /api/v1/admin/session/preferences', send('PUT', { sound: 'rooster' }, owner)],
    [
      'GET /api/v1/admin/promo-codes',
      get(
        [['q', 'fuzz'], ['state', 'ACTIVE'], ['customer', customer.email], ...listing.slice(1)],
        owner,
      ),
    ],
    ['GET /api/v1/admin/promo-codes/{id}', withParams(get([], owner), { id: promoCode.id })],
    [
      'POST /api/v1/admin/promo-codes',
      () =>
        send(
          'POST',
          {
            code: `FUZZ-${randomUUID().slice(0, 8)}`,
            type: 'PERCENT',
            value: 15,
            expiresAt: '2030-01-01T00:00:00Z',
            customerEmail: customer.email,
            note: 'For the fuzzer',
          },
          owner,
        )(),
    ],
    [
      'POST /api/v1/admin/promo-codes/{id}/expire',
      () => {
        nextToExpire = (nextToExpire % runs) + 1;
        const request = send('POST', { version: 1 }, owner)();
        return { ...request, params: { id: toExpire[nextToExpire]!.id } };
      },
    ],
    [
      'GET /api/v1/admin/promotions',
      get([['state', 'RUNNING'], ['scope', 'ORDER'], ...listing.slice(1)], owner),
    ],
    [
      'GET /api/v1/admin/promotion-targets',
      get(
        [
          ['kind', 'products'],
          ['q', 'tea'],
        ],
        owner,
      ),
    ],
    ['GET /api/v1/admin/promotions/{id}', withParams(get([], owner), { id: toSave[0]!.id })],
    [
      'POST /api/v1/admin/promotions',
      () =>
        send(
          'POST',
          {
            ...promotionFields,
            name: { pl: `Fuzz ${randomUUID()}`, en: 'Fuzz' },
            scope: 'PRODUCTS',
            productIds: [product!.id],
          },
          owner,
        )(),
    ],
    [
      'PUT /api/v1/admin/promotions/{id}',
      () => {
        nextToSave = (nextToSave % runs) + 1;
        const request = send(
          'PUT',
          {
            ...promotionFields,
            name: { pl: `Fuzz ${nextToSave}` },
            scope: 'CATEGORIES',
            categoryIds: [category!.id],
            version: 1,
          },
          owner,
        )();
        return { ...request, params: { id: toSave[nextToSave]!.id } };
      },
    ],
    [
      'GET /api/v1/admin/audit',
      get(
        [
          ['entity', 'promotion'],
          ['action', 'promotion.update'],
          ['actor', TEST_OWNER.email],
          ['from', '2020-01-01T00:00:00Z'],
          ['to', '2099-01-01T00:00:00Z'],
          ...listing.slice(1),
        ],
        owner,
      ),
    ],
    ['GET /api/v1/store', get()],
    [
      'PUT /api/v1/store/integrations',
      send('PUT', { googleAnalyticsId: 'G-ABC1234', facebookPixelId: null }, owner),
    ],
    ['GET /api/v1/store/payment-details', get([], owner)],
    ['PUT /api/v1/store/payment-details', send('PUT', storeSeed.paymentDetails, owner)],
    [
      'GET /api/v1/product',
      get([
        ...listing,
        ['sort', 'price-asc'],
        ['category', product!.category],
        ['minPrice', '100'],
        ['maxPrice', '100000'],
        ['inStock', 'true'],
        ['featured', 'false'],
        ['discounted', 'false'],
        ['q', 'tea'],
      ]),
    ],
    ['GET /api/v1/product/featured', get(listing)],
    ['GET /api/v1/product/latest', get(listing)],
    ['GET /api/v1/product/discount', get(listing)],
    ['GET /api/v1/product/{slug}', withParams(get([['lang', 'ua']]), { slug: product!.slug })],
    ['GET /api/v1/category', get([['lang', 'ru']])],
    ['GET /api/v1/sitemap/products', get([['part', '1']])],
    ['GET /api/v1/brand', get()],
    ['GET /api/v1/config', get()],
    [
      'POST /api/v1/contact-us',
      send('POST', {
        name: 'Anna Kowalska',
        email: 'anna@example.com',
        phone: '+48 600 700 800',
        message: 'Do you ship the Sencha to Lviv before Christmas?',
        lang: 'pl',
      }),
    ],
    ['GET /api/v1/contact-us', get(listing.slice(1), owner)],
    [
      'POST /api/v1/auth/login',
      send('POST', { email: customer.email, password: customer.password }),
    ],
    ['POST /api/v1/auth/logout', send('POST', undefined)],
    ['GET /api/v1/auth/me', get([], customer.cookie)],
    [
      'POST /api/v1/auth/register',
      () =>
        send('POST', {
          email: `${randomUUID()}@example.com`,
          password: 'a long and rare passphrase',
          firstName: 'Olena',
          lastName: 'Shevchenko',
          phone: '+380 67 123 4567',
          language: 'ua',
        })(),
    ],
    ['POST /api/v1/auth/forgot-password', send('POST', { email: customer.email, language: 'en' })],
    [
      'POST /api/v1/auth/reset-password',
      send('POST', { token: 'a'.repeat(43), password: 'a long and rare passphrase' }),
    ],
    ['GET /api/v1/user/personal-data', get([], customer.cookie)],
    [
      'PUT /api/v1/user/personal-data',
      send(
        'PUT',
        { firstName: 'Jan', lastName: 'Nowak', phone: '+48 600 700 800', language: 'pl' },
        customer.cookie,
      ),
    ],
    [
      'PUT /api/v1/user/password',
      send(
        'PUT',
        { currentPassword: 'not-the-password', newPassword: 'a long and rare passphrase' },
        customer.cookie,
      ),
    ],
    ['GET /api/v1/user/favorites', get([['lang', 'en']], customer.cookie)],
    ['POST /api/v1/user/favorites', send('POST', { productIds: [other!.id] }, customer.cookie)],
    [
      'POST /api/v1/user/favorites/{productId}',
      withParams(send('POST', undefined, customer.cookie), { productId: other!.id }),
    ],
    [
      'DELETE /api/v1/user/favorites/{productId}',
      withParams(send('DELETE', undefined, customer.cookie), { productId: other!.id }),
    ],
    ['GET /api/v1/user/addresses', get([], customer.cookie)],
    ['POST /api/v1/user/addresses', send('POST', address, customer.cookie)],
    [
      'PUT /api/v1/user/addresses/{addressId}',
      withParams(send('PUT', address, customer.cookie), { addressId: toChange! }),
    ],
    [
      'DELETE /api/v1/user/addresses/{addressId}',
      withParams(send('DELETE', undefined, customer.cookie), { addressId: toRemove! }),
    ],
    [
      'POST /api/v1/order/estimate',
      send(
        'POST',
        {
          items: [{ productId: product!.id, quantity: 2 }],
          deliveryMethod: 'INPOST_PARCEL_LOCKER',
          promoCode: promoCode.code.toLowerCase(),
        },
        undefined,
        [['lang', 'pl']],
      ),
    ],
    [
      'POST /api/v1/order',
      () => {
        const request = send(
          'POST',
          orderBody([{ productId: other!.id, quantity: 1 }], {
            delivery: {
              method: 'INPOST_COURIER',
              street: 'ul. Mokotowska 12',
              city: 'Warszawa',
              postalCode: '00-640',
              country: 'PL',
            },
            comment: 'Please ring twice',
          }),
          customer.cookie,
          [['lang', 'pl']],
        )();
        return { ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } };
      },
    ],
    ['GET /api/v1/order', get(listing, customer.cookie)],
    [
      'GET /api/v1/order/{orderId}',
      withParams(get([['lang', 'en']], customer.cookie), { orderId: order.id }),
    ],
    [
      'POST /api/v1/order/{orderNumber}/track',
      withParams(send('POST', { contact: 'anna@example.com' }, undefined, [['lang', 'en']]), {
        orderNumber: String(order.number),
      }),
    ],
    [
      'PATCH /api/v1/order/{orderId}/status',
      () => {
        nextToChange = (nextToChange % runs) + 1;
        const request = send('PATCH', { status: 'CONFIRMED', note: 'Called the customer' }, owner);
        return { ...request(), params: { orderId: orders[nextToChange]!.id } };
      },
    ],
    [
      'POST /api/v1/promo-code',
      () =>
        send(
          'POST',
          {
            code: `FUZZ-${randomUUID().slice(0, 8)}`,
            type: 'AMOUNT',
            value: 1500,
            userId: customer.id,
            expiresAt: '2030-01-01T00:00:00Z',
          },
          owner,
        )(),
    ],
    ['GET /api/v1/promo-code', get([], customer.cookie)],
    ['GET /api/v1/email-outbox', get([...listing.slice(1), ['recipient', customer.email]], owner)],
    [
      'GET /api/v1/images/{folder}/{file}',
      withParams(
        get([
          ['w', '320'],
          ['dpr', '1'],
          ['format', 'webp'],
        ]),
        { folder: 'products', file: `${product!.slug}.svg` },
      ),
    ],
  ]);
}
