import { LANGUAGES, LANGUAGE_LOCALES, LANGUAGE_TAGS } from './languages';

describe("the languages' tags", () => {
  it('are the BCP 47 language of each locale: the shop says ua, the attributes uk', () => {
    for (const lang of LANGUAGES) {
      const tag = LANGUAGE_TAGS[lang];
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
      expect(new Intl.Locale(LANGUAGE_LOCALES[lang]).language).toBe(tag);
    }
    expect(LANGUAGE_TAGS.ua).toBe('uk');
  });
});
