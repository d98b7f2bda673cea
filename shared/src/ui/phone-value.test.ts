import {
  formatPhoneDigits,
  joinPhone,
  loadPhoneFormats,
  phoneDigitsMask,
  splitPhone,
} from './phone-value';

describe('phone values, before the formats are loaded', () => {
  it('group the digits in threes', () => {
    expect(formatPhoneDigits('UA', '671234567')).toBe('671 234 567');
  });
});

describe('phone values', () => {
  beforeAll(() => loadPhoneFormats());

  it('join the dial code and the digits, and give nothing without digits', () => {
    expect(joinPhone('PL', '600 100 200')).toBe('+48 600 100 200');
    expect(joinPhone('UA', '')).toBe('');
  });

  it('group the digits as each country writes them', () => {
    expect(formatPhoneDigits('PL', '600100200')).toBe('600 100 200');
    expect(formatPhoneDigits('UA', '671234567')).toBe('67 123 4567');
    expect(formatPhoneDigits('FR', '612345678')).toBe('6 12 34 56 78');
    expect(formatPhoneDigits('DE', '1701234567')).toBe('170 1234567');
    // The same digits under another dial code.
    expect(formatPhoneDigits('UA', '600 100 200')).toBe('60 010 0200');
    expect(formatPhoneDigits('PL', '')).toBe('');
  });

  it('group digits no format covers in threes', () => {
    expect(formatPhoneDigits('PL', '6001002009999')).toBe('600 100 200 999 9');
  });

  it('mask what is typed so far with room for one more digit, up to the 15 of E.164', () => {
    expect(phoneDigitsMask('UA', '67123')).toBe('## ####');
    expect(phoneDigitsMask('UA', '671234567')).toBe('## ### #####');
    expect(phoneDigitsMask('PL', '')).toBe('#');
    // +48 leaves 13 digits; a longer paste is cut there.
    expect(phoneDigitsMask('PL', '6'.repeat(20)).replace(/\s/g, '')).toHaveLength(13);
  });

  it('split a stored phone into its country and grouped digits, with or without spaces', () => {
    expect(splitPhone('+48 600100200', ['PL'])).toEqual({ country: 'PL', digits: '600 100 200' });
    expect(splitPhone('+380671234567', ['PL'])).toEqual({ country: 'UA', digits: '67 123 4567' });
  });

  it('give a shared dial code to the preferred country', () => {
    expect(splitPhone('+1 212 555 0100', ['US']).country).toBe('US');
    expect(splitPhone('+1 416 555 0100', ['CA', 'US']).country).toBe('CA');
  });

  it('keep the digits of a number without a dial code', () => {
    expect(splitPhone('600-100-200', ['PL'])).toEqual({ country: null, digits: '600 100 200' });
  });
});
