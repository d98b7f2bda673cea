import { joinPhone, splitPhone } from './phone-value';

describe('phone values', () => {
  it('join the dial code and the digits, and give nothing without digits', () => {
    expect(joinPhone('PL', '600 100 200')).toBe('+48 600 100 200');
    expect(joinPhone('UA', '')).toBe('');
  });

  it('split a stored phone into its country and grouped digits, with or without spaces', () => {
    expect(splitPhone('+48 600100200', ['PL'])).toEqual({ country: 'PL', digits: '600 100 200' });
    expect(splitPhone('+380671234567', ['PL'])).toEqual({ country: 'UA', digits: '671 234 567' });
  });

  it('give a shared dial code to the preferred country', () => {
    expect(splitPhone('+1 212 555 0100', ['US']).country).toBe('US');
    expect(splitPhone('+1 416 555 0100', ['CA', 'US']).country).toBe('CA');
  });

  it('keep the digits of a number without a dial code', () => {
    expect(splitPhone('600-100-200', ['PL'])).toEqual({ country: null, digits: '600 100 200' });
  });
});
