// The pages whose first load is budgeted and benchmarked, with the element that is their main
// content (its appearance is the page's first render). Slugs are the demo shop's.
export const DEMO_CATEGORY = 'coffee';
export const DEMO_PRODUCT = 'colombia-huila-whole-beans-250g';

/** @type {{ name: string, path: (lang: string) => string, selector: string }[]} */
export const BUDGETED_PAGES = [
  { name: 'home', path: (lang) => `/${lang}`, selector: 'main h1' },
  {
    name: 'category',
    path: (lang) => `/${lang}/catalog/${DEMO_CATEGORY}`,
    selector: '[data-testid="product-card"]',
  },
  {
    name: 'product',
    path: (lang) => `/${lang}/catalog/${DEMO_CATEGORY}/${DEMO_PRODUCT}`,
    selector: 'main h1',
  },
  { name: 'contact', path: (lang) => `/${lang}/contact-us`, selector: 'main form' },
];

/** The checkout, benchmarked with one product in the cart. */
export const CHECKOUT_PAGE = {
  name: 'checkout',
  path: (lang) => `/${lang}/checkout`,
  selector: 'main form',
};
