import type { promotions } from '../schema';

/**
 * The demo shop's one promotion. It starts from PLN 500, so the small carts of everyday shopping
 * (and of the e2e suite) pay their promo codes' arithmetic alone. Its name holds no amount: the
 * storefront writes its rule from its data, in the shopper's currency.
 */
export const promotionSeed: (typeof promotions.$inferInsert)[] = [
  {
    name: {
      en: 'Big basket',
      pl: 'Duży koszyk',
      ru: 'Большая корзина',
      ua: 'Великий кошик',
    },
    type: 'PERCENT',
    value: 10,
    minSubtotal: 50_000,
    active: true,
  },
];
