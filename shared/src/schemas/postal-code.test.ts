import { maskPostalCode, normalizePostalCode, postalCodeExample } from './postal-code';
import { addressLine } from './address-line';
import { deliveryDetailsSchema } from './order';

describe('postal codes by country', () => {
  it('writes each code the way its country does', () => {
    expect(normalizePostalCode('PL', '00640')).toBe('00-640');
    expect(normalizePostalCode('PL', ' 00-640 ')).toBe('00-640');
    expect(normalizePostalCode('CZ', '11000')).toBe('110 00');
    expect(normalizePostalCode('LT', '01100')).toBe('LT-01100');
    expect(normalizePostalCode('LT', 'lt-01100')).toBe('LT-01100');
    expect(normalizePostalCode('LV', '1050')).toBe('LV-1050');
    expect(normalizePostalCode('US', '100011234')).toBe('10001-1234');
    expect(normalizePostalCode('CA', 'k1a0b1')).toBe('K1A 0B1');
    expect(normalizePostalCode('GB', 'sw1a1aa')).toBe('SW1A 1AA');
    expect(normalizePostalCode('GB', 'M1 1AE')).toBe('M1 1AE');
  });

  it('refuses a code that is not one of the country’s', () => {
    expect(normalizePostalCode('PL', '0064')).toBeNull();
    expect(normalizePostalCode('PL', '006400')).toBeNull();
    expect(normalizePostalCode('PL', 'AB-CDE')).toBeNull();
    expect(normalizePostalCode('DE', '1011')).toBeNull();
    expect(normalizePostalCode('GB', 'SW1A 1A')).toBeNull();
    expect(normalizePostalCode('UA', '0100')).toBeNull();
  });

  it('takes any plausible code of a country without a format', () => {
    expect(normalizePostalCode('FR', ' 75001 ')).toBe('75001');
    expect(normalizePostalCode('FR', '!')).toBeNull();
  });

  it('masks the field as the shopper types and offers an example', () => {
    expect(maskPostalCode('PL', '006')).toBe('00-6');
    expect(maskPostalCode('PL', '00a6')).toBe('00-6');
    expect(maskPostalCode('GB', 'sw1a1')).toBe('SW 1A1');
    expect(maskPostalCode('', 'ab1')).toBe('AB1');
    expect(postalCodeExample('PL')).toBe('00-950');
    expect(postalCodeExample('FR')).toBeUndefined();
  });

  it('makes the order schema check and normalise the code of the chosen country', () => {
    const address = { method: 'DPD_COURIER', street: 'Długa 1', city: 'Warszawa', country: 'PL' };
    expect(deliveryDetailsSchema.parse({ ...address, postalCode: '00640' })).toEqual({
      ...address,
      postalCode: '00-640',
    });
    const refused = deliveryDetailsSchema.safeParse({ ...address, postalCode: '0064' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['postalCode'], message: 'postal_code_invalid' }),
    ]);
  });
});

describe('an address on one line', () => {
  it('writes the postal code the country’s way and where the country puts it', () => {
    const street = { street: 'Długa 1', city: 'Warszawa' };
    expect(addressLine({ ...street, postalCode: '00640', country: 'PL' }, 'Polska')).toBe(
      'Długa 1, 00-640 Warszawa, Polska',
    );
    expect(
      addressLine(
        { street: '10 Downing St', city: 'London', postalCode: 'sw1a2aa', country: 'GB' },
        'United Kingdom',
      ),
    ).toBe('10 Downing St, London SW1A 2AA, United Kingdom');
  });
});
