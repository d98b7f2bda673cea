import { languagePrefixRedirect } from './language-prefix';

describe('a path without a valid language prefix', () => {
  it('is left alone when it has one', () => {
    expect(languagePrefixRedirect('/pl/catalog', 'en')).toBeNull();
  });

  it('in upper or mixed case goes to the lower-case page for everyone', () => {
    expect(languagePrefixRedirect('/EN/catalog/coffee', 'pl')).toEqual({
      path: '/en/catalog/coffee',
      permanent: true,
    });
    expect(languagePrefixRedirect('/Ua', 'en')).toEqual({ path: '/ua', permanent: true });
  });

  it("with an unknown two-letter prefix before a known route drops it, in the visitor's language", () => {
    expect(languagePrefixRedirect('/de/catalog', 'pl')).toEqual({
      path: '/pl/catalog',
      permanent: false,
    });
    expect(languagePrefixRedirect('/FR/contact-us', 'ua')?.path).toBe('/ua/contact-us');
    expect(languagePrefixRedirect('/de', 'ru')?.path).toBe('/ru');
  });

  it("is otherwise the whole path in the visitor's language", () => {
    expect(languagePrefixRedirect('/', 'ua')).toEqual({ path: '/ua', permanent: false });
    expect(languagePrefixRedirect('/contact-us', 'pl')?.path).toBe('/pl/contact-us');
    expect(languagePrefixRedirect('/de/no-such-page', 'en')?.path).toBe('/en/de/no-such-page');
  });
});
