interface OrderNames {
  statuses: Record<string, string>;
}

/**
 * The profile's texts with the names of order statuses under `orders`: their one owner is
 * @storefront/shared (the checkout and the API's emails read the same files), so the profile never
 * words a status differently. How an order went and was paid is the checkout's OrderSummary.
 */
export function withOrderNames<Texts extends { orders: object }>(
  texts: Texts,
  { statuses }: OrderNames,
) {
  return { ...texts, orders: { ...texts.orders, statuses } };
}
