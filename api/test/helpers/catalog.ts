import type { Language } from '@storefront/shared/core';
import { products } from '../../src/db/seed/catalog-data';

/** What the seeded catalog holds, for expectations computed from the data rather than typed in. */
export const seeded = {
  products,
  inCategory: (slug: string) => products.filter((product) => product.category === slug),
  ofBrand: (slug: string) => products.filter((product) => product.brand === slug),
  featured: products.filter((product) => product.featured),
  discounted: products.filter((product) => product.discountPrice !== null),
  inStock: products.filter((product) => product.stock > 0),
  bySlug: (slug: string) => products.find((product) => product.slug === slug)!,
};

export const effective = (item: { price: number; discountPrice: number | null }) =>
  item.discountPrice ?? item.price;

export function isSorted<T>(items: T[], compare: (a: T, b: T) => number): boolean {
  return items.every((item, index) => index === 0 || compare(items[index - 1]!, item) <= 0);
}

/** The first word (letters or digits) of a product's name in a language. */
export function firstWord(slug: string, lang: Language): string {
  return seeded.bySlug(slug).name[lang].match(/[\p{L}\p{N}]+/u)![0];
}
