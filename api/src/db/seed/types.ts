import type { Language } from '@storefront/shared/core';

/** A text in every storefront language: seed data is complete in en, pl, ru and ua. */
export type AllLanguages = Record<Language, string>;

export interface SeedCategory {
  /** URL segment, lowercase kebab-case, unique. */
  slug: string;
  name: AllLanguages;
  description: AllLanguages;
  /** File name under api/assets/images/categories/. */
  image: string;
}

export interface SeedBrand {
  slug: string;
  /** Brand names are not translated. */
  name: string;
  /** ISO 3166-1 alpha-2 code of the brand's home country. */
  country: string;
}

export interface SeedProductAttribute {
  name: AllLanguages;
  value: AllLanguages;
}

export interface SeedProduct {
  /** URL segment, lowercase kebab-case, unique across the catalog. */
  slug: string;
  /** Slug of a SeedCategory. */
  category: string;
  /** Slug of a SeedBrand. */
  brand: string;
  name: AllLanguages;
  description: AllLanguages;
  /** Price in grosze (minor units of PLN), e.g. 4990 is 49.90 zł. */
  price: number;
  /** Discounted price in grosze, lower than price; null when not discounted. */
  discountPrice: number | null;
  /** Units in stock; 0 means out of stock. */
  stock: number;
  featured: boolean;
  /** How many days before the seed date the product arrived (0 = today); drives "latest arrivals". */
  arrivedDaysAgo: number;
  attributes: SeedProductAttribute[];
  /** File names under api/assets/images/products/, first is the main image. */
  images: string[];
}
