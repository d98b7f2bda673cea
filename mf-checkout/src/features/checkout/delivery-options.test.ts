import { COUNTRY_CODES } from '@storefront/shared';
import { TEST_STORE } from '@storefront/shared/testing';
import {
  activeDeliveryMethods,
  countriesOf,
  countryFor,
  paymentFor,
  paymentOptionsOf,
} from './delivery-options';

const { delivery } = TEST_STORE;

describe('delivery options', () => {
  it('are the methods the shop has on, in the usual order', () => {
    expect(activeDeliveryMethods(delivery)).toEqual([
      'LOCAL_PICKUP',
      'INPOST_PARCEL_LOCKER',
      'INPOST_COURIER',
    ]);
  });

  it("allow the payments of the chosen method only, and keep a choice only while it's allowed", () => {
    expect(paymentOptionsOf(delivery, 'LOCAL_PICKUP')).toEqual(['CASH', 'BANK_TRANSFER']);
    expect(paymentOptionsOf(delivery, 'INPOST_COURIER')).toEqual(['BANK_TRANSFER']);
    expect(paymentFor(['BANK_TRANSFER', 'REVOLUT'], 'CASH')).toBe('');
    expect(paymentFor(['BANK_TRANSFER', 'REVOLUT'], 'REVOLUT')).toBe('REVOLUT');
    expect(paymentFor(['BANK_TRANSFER'], '')).toBe('BANK_TRANSFER');
  });

  it("deliver to the shop's countries, else the method's usual ones, else anywhere", () => {
    expect(countriesOf(delivery, 'INPOST_PARCEL_LOCKER')).toEqual(['PL', 'CZ']);
    expect(countriesOf(delivery, 'INPOST_COURIER')).toEqual(['PL']);
    expect(countriesOf(delivery, 'DHL_COURIER')).toBe(COUNTRY_CODES);
  });

  it('preselect a country the method serves', () => {
    expect(countryFor(['PL', 'CZ'], 'CZ', 'PL')).toBe('CZ');
    expect(countryFor(['PL', 'CZ'], 'DE', 'PL')).toBe('PL');
    expect(countryFor(['DE', 'CZ'], '', 'UA')).toBe('');
    expect(countryFor(['DE'], '', 'UA')).toBe('DE');
  });
});
