import type { promotions } from '../schema';

/**
 * The demo shop's one promotion. It starts from 500 zł, so the small carts of everyday shopping
 * (and of the e2e suite) pay their promo codes' arithmetic alone.
 */
export const promotionSeed: (typeof promotions.$inferInsert)[] = [
  {
    name: {
      en: '10% off orders from 500 zł',
      pl: '10% rabatu na zamówienia od 500 zł',
      ru: 'Скидка 10% на заказы от 500 zł',
      ua: 'Знижка 10% на замовлення від 500 zł',
    },
    type: 'PERCENT',
    value: 10,
    minSubtotal: 50_000,
    active: true,
  },
];
