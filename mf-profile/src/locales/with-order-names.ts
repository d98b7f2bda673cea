interface OrderNames {
  statuses: Record<string, string>;
  money: { shown_and_charged: string };
}

/**
 * The profile's texts with the names of order statuses under `orders` and the words of an amount
 * shown beside the one charged under `money`: their one owner is @storefront/shared (the checkout
 * and the API's emails read the same files), so the profile never words them differently. How an
 * order went and was paid is the checkout's OrderSummary.
 */
export function withOrderNames<Texts extends { orders: object }>(
  texts: Texts,
  { statuses, money }: OrderNames,
) {
  return { ...texts, money, orders: { ...texts.orders, statuses } };
}
