import { detectLanguage, languageOfTag, parseAcceptLanguage } from './detect-language';

describe('the language of a visitor without one in the path', () => {
  it('is the i18n_redirected cookie first', () => {
    expect(detectLanguage('ru', ['pl-PL', 'en'])).toBe('ru');
  });

  it('then the first browser language the shop speaks', () => {
    expect(detectLanguage(null, ['de-DE', 'pl-PL', 'en'])).toBe('pl');
    expect(detectLanguage('xx', ['uk-UA'])).toBe('ua');
  });

  it('else English', () => {
    expect(detectLanguage(null, ['de', 'fr'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
});

describe('browser language tags', () => {
  it('map to storefront languages, Ukrainian included', () => {
    expect(languageOfTag('pl-PL')).toBe('pl');
    expect(languageOfTag('UK')).toBe('ua');
    expect(languageOfTag('ru_RU')).toBe('ru');
    expect(languageOfTag('de')).toBeNull();
  });

  it('are read from Accept-Language by quality', () => {
    expect(parseAcceptLanguage('de;q=0.3, uk-UA, pl;q=0.8, *;q=0.1')).toEqual([
      'uk-UA',
      'pl',
      'de',
    ]);
    expect(parseAcceptLanguage('en;q=0, ru')).toEqual(['ru']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
