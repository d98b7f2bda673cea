import { COUNTRIES, COUNTRY_CODES, dialCodeOf, isCountryCode } from './countries';

describe('countries', () => {
  it('lists at least 190 countries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190);
    expect(COUNTRY_CODES).toHaveLength(COUNTRIES.length);
  });

  it('has unique uppercase ISO alpha-2 codes', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    for (const code of COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('has dial codes with a leading plus', () => {
    for (const country of COUNTRIES) {
      expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
    }
  });

  it('looks up dial codes', () => {
    expect(dialCodeOf('PL')).toBe('+48');
    expect(dialCodeOf('UA')).toBe('+380');
  });

  it('recognises country codes', () => {
    expect(isCountryCode('PL')).toBe(true);
    expect(isCountryCode('pl')).toBe(false);
    expect(isCountryCode('ZZ')).toBe(false);
  });
});
