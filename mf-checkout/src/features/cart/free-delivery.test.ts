import {
  DEFAULT_PUBLIC_STORE,
  type DeliveryQuote,
  type OrderEstimate,
  type StoreDelivery,
} from '@storefront/shared';
import { freeDeliveryMethod, freeDeliveryOutlook } from './free-delivery';

const base = DEFAULT_PUBLIC_STORE.delivery;
const priced = (active: boolean, freeDelivery: boolean) => ({ ...base.TAXI, active, freeDelivery });

describe('the method asked about free delivery', () => {
  it('is an active priced method that delivers free, or none', () => {
    const delivery: StoreDelivery = {
      ...base,
      TAXI: priced(false, true),
      INPOST_COURIER: priced(true, true),
    };
    expect(freeDeliveryMethod(delivery)).toBe('INPOST_COURIER');
    expect(freeDeliveryMethod({ ...delivery, INPOST_COURIER: priced(true, false) })).toBeNull();
  });
});

const quote = (method: DeliveryQuote['method'], patch: Partial<DeliveryQuote>): DeliveryQuote => ({
  method,
  price: 2500,
  basePrice: 2500,
  free: false,
  freeFrom: 30000,
  withdrawnBy: [],
  ...patch,
});

const estimateWith = (goods: number, pricedDelivery: DeliveryQuote[]) =>
  ({ subtotal: goods + 1000, discount: 1000, pricedDelivery }) as OrderEstimate;

describe('the free-delivery outlook of a cart', () => {
  it('counts the goods after the discounts towards the nearest threshold', () => {
    const outlook = freeDeliveryOutlook(
      estimateWith(20000, [
        quote('TAXI', {}),
        quote('INPOST_COURIER', { freeFrom: 25000 }),
        quote('DHL_COURIER', { freeFrom: null }),
      ]),
    );
    expect(outlook).toMatchObject({
      free: [],
      withdrawn: [],
      allFree: false,
      nearest: { threshold: 25000, missing: 5000 },
      bar: { threshold: 25000, goods: 20000 },
    });
  });

  it('names the methods that are free and those a promotion takes free delivery from', () => {
    const taxi = quote('TAXI', { withdrawnBy: ['PROMOTION'] });
    const courier = quote('INPOST_COURIER', { free: true, price: 0, freeFrom: 25000 });
    const outlook = freeDeliveryOutlook(estimateWith(53820, [taxi, courier]))!;
    expect(outlook).toMatchObject({ free: [courier], withdrawn: [taxi], allFree: false });
    expect(outlook.nearest).toBeNull();
  });

  it('is nothing when no method has free delivery', () => {
    expect(freeDeliveryOutlook(estimateWith(1, [quote('TAXI', { freeFrom: null })]))).toBeNull();
  });
});
