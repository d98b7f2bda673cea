import { canChangeStatus, ORDER_STATUSES } from '../contracts/order';
import { deliveryDetailsSchema, orderEstimateSchema } from './order';
import { orderSchema } from './order-request';

const productId = '3f1c6c1e-8a4b-4a55-9a7c-0d4b7e0d1f11';
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the checkout schemas', () => {
  it('asks each delivery method for its own fields', () => {
    expect(deliveryDetailsSchema.parse({ method: 'LOCAL_PICKUP' })).toEqual({
      method: 'LOCAL_PICKUP',
    });
    expect(
      deliveryDetailsSchema.parse({
        method: 'INPOST_PARCEL_LOCKER',
        pointCode: ' waw22a ',
        country: 'PL',
      }),
    ).toEqual({ method: 'INPOST_PARCEL_LOCKER', pointCode: 'WAW22A', country: 'PL' });
    expect(
      messages(deliveryDetailsSchema.safeParse({ method: 'DHL_COURIER', street: 'Długa 1' })),
    ).toEqual({
      city: 'city_required',
      postalCode: 'postal_code_invalid',
      country: 'country_required',
    });
    expect(
      messages(deliveryDetailsSchema.safeParse({ method: 'TAXI', street: 'x', city: 'Warszawa' })),
    ).toEqual({
      street: 'street_required',
    });
  });

  it('normalises the contact and the promo code, and drops an empty one', () => {
    const order = orderSchema.parse({
      items: [{ productId, quantity: 2 }],
      contact: {
        firstName: ' Anna ',
        lastName: 'Nowak',
        email: ' Anna@Example.PL ',
        phone: '+48 600 100 200',
      },
      delivery: { method: 'LOCAL_PICKUP' },
      paymentMethod: 'CASH',
      promoCode: '  ',
      language: 'pl',
    });
    expect(order.contact).toEqual({
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna@example.pl',
      phone: '+48600100200',
    });
    expect(order.promoCode).toBeUndefined();
    expect(
      orderEstimateSchema.parse({
        items: [{ productId, quantity: 1 }],
        deliveryMethod: 'TAXI',
        promoCode: ' welcome10 ',
      }).promoCode,
    ).toBe('WELCOME10');
  });

  it('refuses an empty cart, repeated lines and quantities out of range', () => {
    const estimate = (items: unknown) =>
      messages(orderEstimateSchema.safeParse({ items, deliveryMethod: 'TAXI' }));
    expect(estimate([])).toEqual({ items: 'cart_empty' });
    expect(
      estimate([
        { productId, quantity: 1 },
        { productId, quantity: 2 },
      ]),
    ).toEqual({ items: 'lines_repeated' });
    expect(estimate([{ productId, quantity: 0 }])).toEqual({
      'items.0.quantity': 'quantity_invalid',
    });
    expect(estimate([{ productId, quantity: 100 }])).toEqual({
      'items.0.quantity': 'quantity_too_large',
    });
  });
});

describe('order statuses', () => {
  it('go forward one step at a time, end at delivered, and a cancelled one may only be restored', () => {
    expect(canChangeStatus('NEW', 'CONFIRMED')).toBe(true);
    expect(canChangeStatus('NEW', 'SHIPPED')).toBe(false);
    expect(canChangeStatus('PACKED', 'CANCELLED')).toBe(true);
    expect(canChangeStatus('SHIPPED', 'CANCELLED')).toBe(false);
    for (const status of ORDER_STATUSES) {
      expect(canChangeStatus('DELIVERED', status)).toBe(false);
      expect(canChangeStatus('CANCELLED', status)).toBe(status === 'NEW');
    }
  });
});
