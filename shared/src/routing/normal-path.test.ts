import { normalPagePath } from './normal-path';

describe("a page's one address", () => {
  it('is the path itself when it is already in normal form', () => {
    for (const path of ['/', '/en', '/en/catalog', '/pl/catalog/tea/sencha', '/en/no-such-page'])
      expect(normalPagePath(path)).toBeNull();
  });

  it('has no trailing slash', () => {
    expect(normalPagePath('/en/')).toBe('/en');
    expect(normalPagePath('/en/catalog/')).toBe('/en/catalog');
    expect(normalPagePath('/pl/catalog/tea//')).toBe('/pl/catalog/tea');
    expect(normalPagePath('/en/no-such-page/')).toBe('/en/no-such-page');
  });

  it('is in lower case where that is a page: route names, slugs and the language', () => {
    expect(normalPagePath('/en/catalog/Coffee')).toBe('/en/catalog/coffee');
    expect(normalPagePath('/en/Catalog/TEA/Sencha-Kyoto')).toBe('/en/catalog/tea/sencha-kyoto');
    expect(normalPagePath('/EN/catalog')).toBe('/en/catalog');
    expect(normalPagePath('/en/catalog/Coffee/')).toBe('/en/catalog/coffee');
  });

  it('keeps the case of what is no page, and of percent-escapes', () => {
    expect(normalPagePath('/en/No-Such/Page/At/All')).toBeNull();
    expect(normalPagePath('/en/catalog/caf%C3%A9')).toBeNull();
    expect(normalPagePath('/en/catalog/Caf%C3%A9')).toBe('/en/catalog/caf%C3%A9');
  });

  it('is never the address of another host', () => {
    expect(normalPagePath('//evil.example/')).toBeNull();
  });
});
