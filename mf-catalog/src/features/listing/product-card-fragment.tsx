import type { FragmentProps } from '@storefront/shared';
import { ProductCard } from './product-card';

/**
 * The catalog's product card for other teams' pages (the profile's favorites): `product` is the
 * product summary the API answers with, `children` the embedding page's own actions.
 */
export default function ProductCardFragment({
  product,
  lang,
  children,
}: FragmentProps<'ProductCard'>) {
  return (
    <ProductCard product={product} lang={lang}>
      {children}
    </ProductCard>
  );
}
