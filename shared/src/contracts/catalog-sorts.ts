/** How product listings can be sorted. */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'discount', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
