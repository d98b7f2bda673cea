import { DEFAULT_PUBLIC_STORE } from '../contracts/default-store';
import type { PublicStore } from '../contracts/store';
import { PRIVATE_ROBOTS } from '../routing/routes';
import { errorSeo, notFoundTexts } from './error-seo';
import { pageSeo } from './page-seo';

const store: PublicStore = {
  ...DEFAULT_PUBLIC_STORE,
  seo: {
    ...DEFAULT_PUBLIC_STORE.seo,
    pages: { 'contact-us': { title: { en: 'Write to us' }, description: {} } },
  },
};

describe('pageSeo', () => {
  it("puts the store's texts for the route over the page's own head", () => {
    const own = { title: 'Contact', description: 'Our address' };
    expect(pageSeo({ route: 'contact-us', lang: 'en', store, own })).toEqual({
      title: 'Write to us',
      websitePrefix: true,
      description: 'Our address',
    });
    // Without the store (or before the page's code ran), what the other gives.
    expect(pageSeo({ route: 'contact-us', lang: 'en', store: null, own })).toEqual(own);
    expect(pageSeo({ route: 'contact-us', lang: 'en', store })).toEqual({
      title: 'Write to us',
      websitePrefix: true,
    });
  });

  it('keeps a private page without a robots rule of its own out of the index', () => {
    expect(pageSeo({ route: 'checkout', lang: 'en', store, own: { title: 'Cart' } })).toEqual({
      title: 'Cart',
      robots: PRIVATE_ROBOTS,
    });
    expect(pageSeo({ route: 'profile-orders', lang: 'pl', store: null }).robots).toBe(
      PRIVATE_ROBOTS,
    );
    // A public page is the store's to decide (computeHead), and a private one may say otherwise.
    expect(pageSeo({ route: 'contact-us', lang: 'en', store }).robots).toBeUndefined();
    const own = { robots: 'noindex, follow' };
    expect(pageSeo({ route: 'checkout', lang: 'en', store, own }).robots).toBe('noindex, follow');
  });
});

describe('errorSeo', () => {
  const t = (key: string, values?: Record<string, unknown>) =>
    values ? `${key} ${JSON.stringify(values)}` : key;

  it('gives an outage its title, a missing page its own, and keeps both out of the index', () => {
    expect(errorSeo(t, 503)).toEqual({
      title: 'errors.outage_title',
      ogTitle: 'errors.seo_title {"status":503}',
      description: 'errors.seo_description',
      robots: 'noindex, nofollow',
      websitePrefix: true,
    });
    expect(errorSeo(t, 404, notFoundTexts(t, '/en/nowhere'))).toMatchObject({
      title: 'errors.page_not_found {"path":"/en/nowhere"}',
      ogTitle: 'errors.seo_title {"status":404}',
      description: 'errors.page_not_found_description',
    });
    expect(errorSeo(t, 418).title).toBe('errors.seo_title {"status":418}');
  });
});
