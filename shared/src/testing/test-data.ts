import { DEFAULT_PUBLIC_STORE } from '../contracts/default-store';
import type { ProductDetail } from '../contracts/catalog';
import type { PublicStore } from '../contracts/store';
import type { User } from '../contracts/user';

const { delivery } = DEFAULT_PUBLIC_STORE;

/**
 * The shop of the tests: pickup in Warsaw, parcel lockers (Poland, Czechia) and InPost's courier
 * (15 zł, free from 200 zł), prices in PLN and EUR.
 */
export const TEST_STORE: PublicStore = {
  ...DEFAULT_PUBLIC_STORE,
  id: 'store-1',
  contactInfo: { ...DEFAULT_PUBLIC_STORE.contactInfo, pickupAddress: 'ul. Zielona 5, Warszawa' },
  currency: { PLN: { active: true, rate: 1 }, EUR: { active: true, rate: 0.25 } },
  delivery: {
    ...delivery,
    LOCAL_PICKUP: {
      ...delivery.LOCAL_PICKUP,
      active: true,
      paymentOptions: ['CASH', 'BANK_TRANSFER'],
    },
    INPOST_PARCEL_LOCKER: {
      ...delivery.INPOST_PARCEL_LOCKER,
      active: true,
      paymentOptions: ['BANK_TRANSFER', 'REVOLUT'],
      countries: ['PL', 'CZ'],
    },
    INPOST_COURIER: {
      ...delivery.INPOST_COURIER,
      active: true,
      paymentOptions: ['BANK_TRANSFER'],
      price: 1500,
      freeDelivery: true,
      freeDeliveryFrom: 20000,
    },
  },
};

/** A signed-in customer for tests (Ada, English, one favorite); override what a test needs. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: null,
    language: 'en',
    role: 'Customer',
    favoriteProducts: ['p-1'],
    ...overrides,
  };
}

/** A product as the catalog's product page gets it (a Sencha); override what a test needs. */
export const testProductDetail = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 'p1',
  slug: 'sencha',
  name: 'Sencha',
  price: 4990,
  discountPrice: null,
  stock: 5,
  availability: 'in_stock',
  featured: false,
  arrivedAt: '2026-11-01T00:00:00.000Z',
  image: null,
  category: { slug: 'tea', name: 'Tea' },
  brand: null,
  description: '',
  attributes: [],
  images: [],
  related: [],
  ...overrides,
});
