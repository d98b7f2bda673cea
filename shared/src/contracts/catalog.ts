import type { ProductSort } from './catalog-sorts';

export type { ProductSort };
export { PRODUCT_SORTS } from './catalog-sorts';

export type Availability = 'in_stock' | 'low_stock' | 'out_of_stock';

/** A product as listings show it (`GET /api/v1/product`). Prices in minor units of the main currency. */
export interface ProductSummary {
  id: string;
  slug: string;
  name: string;
  price: number;
  discountPrice: number | null;
  stock: number;
  availability: Availability;
  featured: boolean;
  arrivedAt: string;
  image: string | null;
  category: { slug: string; name: string };
  brand: { slug: string; name: string } | null;
}

/** A product with everything its page shows (`GET /api/v1/product/{slug}`). */
export interface ProductDetail extends ProductSummary {
  description: string;
  attributes: { name: string; value: string }[];
  images: string[];
  /**
   * Each image's description in the page language, in the images' order (empty where staff gave
   * none: the product's name stands in). Absent from an API older than the back office.
   */
  imageAlts?: string[];
  related: ProductSummary[];
}

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

export interface Category {
  slug: string;
  name: string;
  description: string;
  image: string | null;
  productCount: number;
}

export interface Brand {
  slug: string;
  name: string;
  country: string | null;
}

/** The listing's filters as the API takes them (prices in minor units of the main currency). */
export interface ProductQuery {
  lang: string;
  page?: number;
  limit?: number;
  sort?: ProductSort;
  category?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  featured?: boolean;
  discounted?: boolean;
  q?: string;
}

/** Items on a page of a list (the product listings, the API's default `limit`). */
export const PAGE_SIZE = 20;

/** Product pages per sitemap file (in four languages each, far below the 50,000 URL limit). */
export const PRODUCTS_PER_SITEMAP = 1000;

/** One part of every product's address (`GET /api/v1/sitemap/products?part=N`), by slug. */
export interface ProductPaths {
  items: { slug: string; category: string }[];
  total: number;
  parts: number;
}
