import { DEFAULT_PUBLIC_STORE, type StoreDelivery } from '@storefront/shared';
import { freeDeliveryThreshold } from './free-delivery';

const base = DEFAULT_PUBLIC_STORE.delivery;
const priced = (active: boolean, freeDelivery: boolean, freeDeliveryFrom: number) => ({
  ...base.TAXI,
  active,
  freeDelivery,
  freeDeliveryFrom,
});

describe('the free-delivery threshold', () => {
  it('is the lowest of the active methods that deliver free', () => {
    const delivery: StoreDelivery = {
      ...base,
      TAXI: priced(true, true, 30000),
      INPOST_COURIER: priced(true, true, 25000),
    };
    expect(freeDeliveryThreshold(delivery)).toBe(25000);
  });

  it('leaves out methods that are off or never free, and is null when none is left', () => {
    const delivery: StoreDelivery = {
      ...base,
      TAXI: priced(true, false, 10000),
      INPOST_COURIER: priced(false, true, 5000),
    };
    expect(freeDeliveryThreshold(delivery)).toBeNull();
    expect(freeDeliveryThreshold({ ...delivery, TAXI: priced(true, true, 40000) })).toBe(40000);
  });
});
