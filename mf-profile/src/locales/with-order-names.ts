interface OrderNames {
  statuses: Record<string, string>;
  delivery_methods: Record<string, string>;
  payment_methods: Record<string, string>;
}

/**
 * The profile's texts with the names of order statuses and delivery and payment methods under
 * `orders`: their one owner is @storefront/shared (the checkout and the API's emails read the same
 * files), so the profile never words an order differently.
 */
export function withOrderNames<Texts extends { orders: object }>(
  texts: Texts,
  { statuses, delivery_methods, payment_methods }: OrderNames,
) {
  return { ...texts, orders: { ...texts.orders, statuses, delivery_methods, payment_methods } };
}
