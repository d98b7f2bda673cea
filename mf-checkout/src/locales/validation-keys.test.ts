import { orderSchema, orderTrackingSchema } from '@storefront/shared/schemas';
import en from './en/checkout.json';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

const line = (productId: string, quantity = 1) => ({ productId, quantity });
const uuid = (n: number) => `3f1c6c1e-8a4b-4a55-9a7c-${String(n).padStart(12, '0')}`;
const long = (length: number) => 'x'.repeat(length);

/** Orders that break every rule of the shared schemas, each in its own way. */
const CONTACT = { firstName: 'Anna', lastName: 'Nowak', email: 'a@b.pl', phone: '+48 600100200' };
const BAD_ORDERS = [
  {
    items: [],
    contact: { firstName: '', lastName: '', email: 'x', phone: '1' },
    delivery: { method: 'TAXI', street: 'x', city: '' },
    paymentMethod: 'GOLD',
    promoCode: long(41),
    comment: long(501),
  },
  {
    items: [line('x', 0), line(uuid(1), 100), line(uuid(1))],
    contact: { ...CONTACT, firstName: long(101), lastName: long(101) },
    delivery: {
      method: 'DHL_COURIER',
      street: long(201),
      city: long(101),
      postalCode: '!',
      country: 'ZZ',
    },
    paymentMethod: 'CASH',
  },
  {
    items: Array.from({ length: 51 }, (_, index) => line(uuid(index))),
    contact: CONTACT,
    delivery: { method: 'INPOST_PARCEL_LOCKER', pointCode: '!', country: 'PL' },
    paymentMethod: 'CASH',
  },
  {
    items: [line(uuid(1))],
    contact: CONTACT,
    delivery: { method: 'TAXI', street: 'Main \ud800 1', city: 'Warszawa' },
    paymentMethod: 'CASH',
  },
];

it('has a text in the validation group for every message the shared checkout schemas give', () => {
  const messages = new Set([
    ...BAD_ORDERS.flatMap((order) => messagesOf(orderSchema.safeParse(order))),
    ...messagesOf(orderTrackingSchema.safeParse({ contact: '' })),
    ...messagesOf(orderTrackingSchema.safeParse({ contact: long(300) })),
  ]);
  // The bad orders reach every rule (a new rule needs a new bad order here).
  expect(messages.size).toBeGreaterThanOrEqual(25);
  const missing = [...messages].filter((message) => !(message in en.validation));
  expect(missing).toEqual([]);
});
