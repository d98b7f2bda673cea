import type {
  DeliveryMethod,
  DeliveryMethodSettings,
  DeliveryQuote,
  DiscountType,
  FreeDeliveryWithdrawal,
} from '@storefront/shared/core';

/*
 * What an order costs. Every amount is an integer in minor units of the store's main currency.
 *
 * 1. A line's unit price is the product's discount price when it has one, else its price; the
 *    line total is unit price × quantity, and the subtotal is the sum of the lines.
 * 2. Promotion: of the ORDER promotions (activePromotions) that are active, running (starts_at ≤ now < ends_at, either
 *    open when null) and whose min_subtotal the subtotal reaches, the one that takes off the
 *    most applies to the subtotal (only one ever applies).
 * 3. Promo code: applies to what the promotion left. PERCENT takes floor(rest × value / 100),
 *    AMOUNT takes its value, at most the rest; a total never goes below zero.
 * 4. Delivery: a method costs its price in the store's settings (0 for one that costs nothing),
 *    and has a free-delivery threshold only when its freeDelivery is on (else freeFrom null, free
 *    false). It is free when all of these hold:
 *    - the method's freeDelivery is on;
 *    - the goods total (subtotal minus both discounts) is at least freeDeliveryFrom;
 *    - no product in the cart is discounted, or productDiscountWithFreeDelivery is on;
 *    - no promo code is applied, or promoCodeWithFreeDelivery is on;
 *    - no promotion is applied, or promotionWithFreeDelivery is on.
 *    When the method's freeDelivery is on, the quote names the rules of the last three that this
 *    cart breaks (`withdrawnBy`), so the shopper is told why its threshold does not count.
 * 5. Total = goods total + delivery price.
 */

export interface Discount {
  type: DiscountType;
  /** Minor units for AMOUNT, a percentage for PERCENT. */
  value: number;
}

export interface PromotionRule extends Discount {
  minSubtotal: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface PricedProduct {
  price: number;
  discountPrice: number | null;
}

/** The price the shopper pays for one unit. */
export const unitPriceOf = (product: PricedProduct): number =>
  product.discountPrice ?? product.price;

/** What a discount takes off an amount: a floored percentage, or a sum capped at the amount. */
export function discountOn(base: number, discount: Discount): number {
  if (base <= 0) return 0;
  if (discount.type === 'PERCENT') return Math.floor((base * discount.value) / 100);
  return Math.min(discount.value, base);
}

export const isRunning = (rule: PromotionRule, now: Date): boolean =>
  rule.active &&
  (rule.startsAt === null || rule.startsAt <= now) &&
  (rule.endsAt === null || now < rule.endsAt);

/** The promotion that takes off the most from this subtotal now, or null when none applies. */
export function bestPromotion<T extends PromotionRule>(
  rules: readonly T[],
  subtotal: number,
  now: Date,
): { rule: T; discount: number } | null {
  let best: { rule: T; discount: number } | null = null;
  for (const rule of rules) {
    if (!isRunning(rule, now) || subtotal < rule.minSubtotal) continue;
    const discount = discountOn(subtotal, rule);
    if (discount > 0 && (!best || discount > best.discount)) best = { rule, discount };
  }
  return best;
}

export interface DeliveryContext {
  /** The subtotal after the promotion and the promo code. */
  goodsTotal: number;
  hasDiscountedProduct: boolean;
  promoCodeApplied: boolean;
  promotionApplied: boolean;
}

/** A method's settings: each carries its price rules. */
export type MethodSettings = DeliveryMethodSettings;

/** The rules of step 4 that this cart breaks, each with whether the method allows it. */
function withdrawalsOf(settings: MethodSettings, cart: DeliveryContext) {
  const rules: [FreeDeliveryWithdrawal, boolean][] = [
    ['PRODUCT_DISCOUNT', cart.hasDiscountedProduct && !settings.productDiscountWithFreeDelivery],
    ['PROMO_CODE', cart.promoCodeApplied && !settings.promoCodeWithFreeDelivery],
    ['PROMOTION', cart.promotionApplied && !settings.promotionWithFreeDelivery],
  ];
  return rules.filter(([, withdraws]) => withdraws).map(([rule]) => rule);
}

/** The delivery's price for this cart, by the rules of step 4 above. */
export function quoteDelivery(
  method: DeliveryMethod,
  settings: MethodSettings,
  cart: DeliveryContext,
): DeliveryQuote {
  const withdrawnBy = settings.freeDelivery ? withdrawalsOf(settings, cart) : [];
  const free =
    settings.freeDelivery &&
    cart.goodsTotal >= settings.freeDeliveryFrom &&
    withdrawnBy.length === 0;
  return {
    method,
    price: free ? 0 : settings.price,
    basePrice: settings.price,
    free,
    freeFrom: settings.freeDelivery ? settings.freeDeliveryFrom : null,
    withdrawnBy,
  };
}

export interface PricingInput<P extends PromotionRule> {
  lines: readonly (PricedProduct & { quantity: number })[];
  promotions: readonly P[];
  promoCode: Discount | null;
  method: DeliveryMethod;
  settings: MethodSettings;
  /** The store's other methods with a price, quoted alongside (`pricedDelivery`). */
  pricedMethods?: readonly (readonly [DeliveryMethod, MethodSettings])[];
  now: Date;
}

export interface Pricing<P extends PromotionRule> {
  lineTotals: number[];
  subtotal: number;
  promotion: { rule: P; discount: number } | null;
  promoCodeDiscount: number | null;
  discount: number;
  delivery: DeliveryQuote;
  /** The same cart's delivery by each of `pricedMethods`. */
  pricedDelivery: DeliveryQuote[];
  total: number;
}

/** Prices a cart: lines, promotion, promo code, delivery and total (see the rules above). */
export function priceOrder<P extends PromotionRule>(input: PricingInput<P>): Pricing<P> {
  const lineTotals = input.lines.map((line) => unitPriceOf(line) * line.quantity);
  const subtotal = lineTotals.reduce((sum, amount) => sum + amount, 0);
  const promotion = bestPromotion(input.promotions, subtotal, input.now);
  const afterPromotion = subtotal - (promotion?.discount ?? 0);
  const promoCodeDiscount = input.promoCode ? discountOn(afterPromotion, input.promoCode) : null;
  const goodsTotal = afterPromotion - (promoCodeDiscount ?? 0);
  const cart: DeliveryContext = {
    goodsTotal,
    hasDiscountedProduct: input.lines.some((line) => line.discountPrice !== null),
    promoCodeApplied: input.promoCode !== null,
    promotionApplied: promotion !== null,
  };
  const delivery = quoteDelivery(input.method, input.settings, cart);
  return {
    lineTotals,
    subtotal,
    promotion,
    promoCodeDiscount,
    discount: subtotal - goodsTotal,
    delivery,
    pricedDelivery: (input.pricedMethods ?? []).map(([method, settings]) =>
      quoteDelivery(method, settings, cart),
    ),
    total: goodsTotal + delivery.price,
  };
}
