import { DEFAULT_PUBLIC_STORE } from '../contracts/default-store';
import {
  SEO_PAGE_ROUTES,
  SEO_PLACEHOLDERS,
  compactSeo,
  seoPlaceholderProblem,
  storeSeoSchema,
} from './store-seo';

describe("the SEO texts' rules", () => {
  it('takes the placeholders a text’s pages have, and names what is wrong with the others', () => {
    const product = SEO_PLACEHOLDERS;
    expect(seoPlaceholderProblem('{product-name} {separator} {site-name}', product)).toBeNull();
    expect(seoPlaceholderProblem('{colour}', product)).toBe('seo_placeholder_unknown');
    expect(seoPlaceholderProblem('{price}', ['separator', 'site-name'])).toBe(
      'seo_placeholder_not_here',
    );
    expect(seoPlaceholderProblem('{brand', product)).toBe('seo_placeholder_malformed');
    expect(seoPlaceholderProblem('brand}', product)).toBe('seo_placeholder_malformed');
  });

  it('lets staff title the public pages that have no template', () => {
    expect(SEO_PAGE_ROUTES).toEqual(
      expect.arrayContaining(['home', 'catalog', 'contact-us', 'order-tracking']),
    );
    for (const route of [
      'product',
      'catalog-category',
      'checkout',
      'profile',
      'not-found',
      'admin',
    ])
      expect(SEO_PAGE_ROUTES).not.toContain(route);
  });

  it('keeps no empty text and no page without one', () => {
    const seo = storeSeoSchema.parse({
      ...DEFAULT_PUBLIC_STORE.seo,
      pages: {
        home: { title: { en: ' Home ', pl: '' }, description: {} },
        catalog: { title: { en: '' }, description: { pl: ' ' } },
      },
    });
    expect(compactSeo(seo).pages).toEqual({ home: { title: { en: 'Home' }, description: {} } });
  });
});
