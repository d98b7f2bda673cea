import {
  activeFilterCount,
  changeListing,
  listingQuery,
  readListingParams,
  writeListingParams,
} from './listing-params';

const currencies = { PLN: { active: true, rate: 1 }, EUR: { active: true, rate: 0.25 } };

describe('the listing state in the URL', () => {
  it('reads filters, sort and page, and writes them back the same', () => {
    const query = 'q=sencha&brand=kumo-craft&min=20&max=120&stock=1&sort=price-asc&page=3';
    const state = readListingParams(new URLSearchParams(query));
    expect(state).toEqual({
      q: 'sencha',
      brand: 'kumo-craft',
      min: '20',
      max: '120',
      inStock: true,
      sort: 'price-asc',
      page: 3,
    });
    expect(writeListingParams(state).toString()).toBe(query);
  });

  it('leaves the defaults out of the URL', () => {
    const state = readListingParams(new URLSearchParams(''));
    expect(state).toMatchObject({ sort: 'newest', page: 1, inStock: false });
    expect(writeListingParams(state).toString()).toBe('');
  });

  it('ignores what a hand-edited URL gets wrong', () => {
    const state = readListingParams(
      new URLSearchParams('sort=cheapest&page=-2&min=abc&max=1e9&stock=yes'),
    );
    expect(state).toMatchObject({ sort: 'newest', page: 1, min: '', max: '', inStock: false });
  });

  it('goes back to page 1 when a filter changes, and keeps the filters when the page changes', () => {
    const state = readListingParams(new URLSearchParams('brand=kumo-craft&page=4'));
    expect(changeListing(state, { inStock: true })).toMatchObject({
      brand: 'kumo-craft',
      inStock: true,
      page: 1,
    });
    expect(changeListing(state, { page: 5 })).toMatchObject({ brand: 'kumo-craft', page: 5 });
  });

  it('counts the filters that narrow the listing, not the sort or the page', () => {
    const count = (query: string) =>
      activeFilterCount(readListingParams(new URLSearchParams(query)));
    expect(count('sort=price-asc&page=2&q=%20')).toBe(0);
    expect(count('brand=kumo-craft&stock=1')).toBe(2);
    expect(count('q=tea&brand=kumo-craft&min=1&max=9&stock=1')).toBe(5);
  });

  it('asks the API for prices in minor units of the main currency', () => {
    const state = readListingParams(new URLSearchParams('min=10&max=25&stock=1&q=%20tea%20'));
    expect(
      listingQuery(state, { lang: 'pl', category: 'tea', currency: 'EUR', currencies }),
    ).toEqual({
      lang: 'pl',
      category: 'tea',
      brand: undefined,
      q: 'tea',
      minPrice: 4000,
      maxPrice: 10000,
      inStock: true,
      sort: 'newest',
      page: 1,
      limit: 20,
    });
  });
});
