import { randomUUID } from 'node:crypto';
import { storeSeed } from '../../src/db/seed/store-data';
import type { TestApp } from '../helpers/test-app';
import { TEST_OWNER } from '../helpers/fixtures';
import {
  ORIGIN,
  addPromoCode,
  orderBody,
  pickProducts,
  placeOrder,
  setStock,
} from '../helpers/orders';
import { signIn, signedInUser } from '../helpers/users';
import { adminDiscountRequests } from './admin-discount-requests';
import { adminEmailTemplateRequests } from './admin-email-template-requests';
import { adminMessageRequests } from './admin-message-requests';
import { adminOrderRequests } from './admin-order-requests';
import { adminProductRequests } from './admin-product-requests';
import { adminSettingsRequests } from './admin-settings-requests';
import { adminStaffRequests } from './admin-staff-requests';
import { adminTranslationRequests } from './admin-translation-requests';
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

/** The request makers of validRequests, shared with the parts kept in files of their own. */
export interface RequestMakers {
  get: (query?: [string, string][], cookie?: string) => () => FuzzRequest;
  send: (
    method: string,
    json: unknown,
    cookie?: string,
    query?: [string, string][],
  ) => () => FuzzRequest;
  withParams: (request: () => FuzzRequest, params: Record<string, string>) => () => FuzzRequest;
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
  const promoCode = await addPromoCode(t, { code: 'FUZZ-ESTIMATE' });
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
  const listing: [string, string][] = [
    ['lang', 'pl'],
    ['page', '1'],
    ['limit', '20'],
  ];

  const adminProducts = await adminProductRequests(t, owner, runs);
  const adminTranslations = await adminTranslationRequests(t, owner, runs);
  const adminOrders = await adminOrderRequests(
    t,
    owner,
    runs,
    { product: product!, order },
    {
      get,
      send,
      withParams,
    },
  );
  const adminDiscounts = await adminDiscountRequests(
    t,
    owner,
    runs,
    { product: product!, customer, promoCode },
    { get, send, withParams },
  );
  const makers = { get, send, withParams };
  const adminSettings = await adminSettingsRequests(t, owner, makers);
  const adminStaff = await adminStaffRequests(t, owner, runs, makers);
  const adminEmailTemplates = await adminEmailTemplateRequests(t, owner, order.number, makers);
  const adminMessages = await adminMessageRequests(t, owner, runs, makers);
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
    ...adminTranslations,
    ...adminSettings,
    ...adminStaff,
    ...adminEmailTemplates,
    ...adminMessages,
    ...adminStock,
    ['GET /api/v1/admin/session', get([], owner)],
    ['GET /api/v1/admin/overview', get([], owner)],
    ...adminOrders,
    ['PUT /api/v1/admin/session/preferences', send('PUT', { sound: 'rooster' }, owner)],
    ...adminDiscounts,
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
    [
      'GET /api/v1/product/cards',
      get([
        ['lang', 'pl'],
        ['ids', product!.id],
      ]),
    ],
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
