import type { ProductSummary, WidgetProps } from '@storefront/shared';
import type { ReactNode } from 'react';
import { ProductCard } from './product-card';

const isProduct = (value: unknown): value is ProductSummary =>
  typeof value === 'object' && value !== null && typeof (value as ProductSummary).slug === 'string';

/**
 * The catalog's product card for other teams' pages (the profile's favorites): `product` is the
 * product summary the API answers with, `children` the embedding page's own actions.
 */
export default function ProductCardFragment({ product, lang, children }: WidgetProps) {
  return isProduct(product) ? (
    <ProductCard product={product} lang={lang}>
      {children as ReactNode}
    </ProductCard>
  ) : null;
}
