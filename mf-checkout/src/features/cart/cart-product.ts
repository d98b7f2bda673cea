import type { CartProduct } from '@storefront/shared';
import type { CartLine } from './cart-slice';

/** A cart line for a quantity of a product, at the price the shopper pays now. */
export function cartLineOf(product: CartProduct, quantity: number): CartLine {
  return {
    productId: product.id,
    slug: product.slug,
    categorySlug: product.category.slug,
    name: product.name,
    image: product.image,
    unitPrice: product.discountPrice ?? product.price,
    quantity,
    stock: product.stock,
  };
}
