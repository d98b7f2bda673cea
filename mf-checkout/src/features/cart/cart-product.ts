import type { ProductDetail } from '@storefront/shared';
import type { CartLine } from './cart-slice';

/** What the cart needs of the product the product page gives AddToCart. */
export type CartProduct = Pick<
  ProductDetail,
  'id' | 'slug' | 'name' | 'price' | 'discountPrice' | 'stock' | 'image' | 'category'
> &
  Partial<Pick<ProductDetail, 'images'>>;

/**
 * Checks the product another team passes in (fragment props cross a deployment boundary, so an
 * older or newer catalog may pass something else).
 */
export function isCartProduct(value: unknown): value is CartProduct {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Partial<Record<keyof CartProduct, unknown>>;
  const category = product.category as { slug?: unknown } | null | undefined;
  return (
    typeof product.id === 'string' &&
    typeof product.slug === 'string' &&
    typeof product.name === 'string' &&
    typeof product.price === 'number' &&
    (product.discountPrice === null || typeof product.discountPrice === 'number') &&
    typeof product.stock === 'number' &&
    typeof category?.slug === 'string'
  );
}

/** A cart line for a quantity of a product, at the price the shopper pays now. */
export function cartLineOf(product: CartProduct, quantity: number): CartLine {
  return {
    productId: product.id,
    slug: product.slug,
    categorySlug: product.category.slug,
    name: product.name,
    image: product.images?.[0] ?? product.image ?? null,
    unitPrice: product.discountPrice ?? product.price,
    quantity,
    stock: product.stock,
  };
}
