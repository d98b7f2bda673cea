import {
  DELIVERY_METHODS,
  hasDeliveryPrice,
  localizedText,
  type DeliveryMethod,
  type EstimateLine,
  type Language,
  type LocalizedText,
  type OrderEstimate,
  type OrderLineInput,
} from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { imageUrl } from '../images/image-url';
import { usablePromoCode, type PromoCodeRow } from '../promo-codes/promo-codes';
import { readCheckoutSettings, type CheckoutSettings } from '../store/store';
import { priceOrder, unitPriceOf } from './pricing';
import {
  activePromotions,
  firstImagesOf,
  pricedProducts,
  productNames,
  type PromotionRow,
} from './repository';

export interface QuoteRequest {
  items: OrderLineInput[];
  deliveryMethod: DeliveryMethod;
  promoCode?: string;
}

export interface QuoteContext {
  userId: string | null;
  lang: Language;
  now: Date;
  /**
   * Price only the lines the stock covers now (the estimate: what can be ordered), naming the
   * others in `leftOut`. An order prices every line, and is refused when one is short.
   */
  leaveOutShort?: boolean;
}

/** A priced line with what an order keeps of its product. */
export interface QuotedLine extends EstimateLine {
  names: LocalizedText;
  imagePath: string | null;
}

export interface Quote {
  estimate: OrderEstimate;
  lines: QuotedLine[];
  promotion: PromotionRow | null;
  promoCode: PromoCodeRow | null;
}

export const deliveryNotAllowed = (message: string) =>
  new AppError(400, 'ORDER_DELIVERY_METHOD_NOT_ALLOWED', message);

/** A delivery method's settings; 400 ORDER_DELIVERY_METHOD_NOT_ALLOWED unless it is active. */
export function activeDeliveryMethod(settings: CheckoutSettings, method: DeliveryMethod) {
  const found = settings.delivery[method];
  if (!found?.active) throw deliveryNotAllowed(`The shop does not deliver by ${method}`);
  return found;
}

async function productsOf(db: Database, ids: string[]) {
  const rows = await pricedProducts(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new AppError(404, 'PRODUCT_NOT_FOUND', 'Some products no longer exist', {
      products: missing.map((id) => ({ id, name: {} })),
    });
  }
  return byId;
}

/**
 * What the cart would cost now (see pricing.ts for the rules): 404 PRODUCT_NOT_FOUND naming the
 * products that do not exist, 400 ORDER_DELIVERY_METHOD_NOT_ALLOWED for a method the store does
 * not offer, the promo code's errors (promo-codes.ts). Stock is reported per line, not checked;
 * with `leaveOutShort` the lines it cannot cover are not counted in the totals.
 */
export async function quoteOrder(
  db: Database,
  request: QuoteRequest,
  context: QuoteContext,
  known?: CheckoutSettings,
): Promise<Quote> {
  const settings = known ?? (await readCheckoutSettings(db));
  const method = activeDeliveryMethod(settings, request.deliveryMethod);
  const ids = request.items.map((item) => item.productId);
  const [byId, names, images, promotionRows, promoCode] = await Promise.all([
    productsOf(db, ids),
    productNames(db, ids),
    firstImagesOf(db, ids),
    activePromotions(db),
    request.promoCode
      ? usablePromoCode(db, request.promoCode, context.userId, context.now)
      : Promise.resolve(null),
  ]);

  const items = request.items.map((item) => ({ ...item, product: byId.get(item.productId)! }));
  const isLeftOut = (item: (typeof items)[number]) =>
    context.leaveOutShort === true && item.product.stock < item.quantity;
  const pricing = priceOrder({
    lines: items
      .filter((item) => !isLeftOut(item))
      .map(({ product, quantity }) => ({ ...product, quantity })),
    promotions: promotionRows,
    promoCode,
    method: request.deliveryMethod,
    settings: method,
    pricedMethods: DELIVERY_METHODS.filter(
      (priced) => settings.delivery[priced]?.active && hasDeliveryPrice(settings.delivery[priced]),
    ).map((priced) => [priced, settings.delivery[priced]] as const),
    now: context.now,
  });
  const mainLanguage = settings.mainInfo.languageCode;
  const lines = items.map(({ product, quantity }): QuotedLine => {
    const lineNames = names.get(product.id) ?? {};
    const imagePath = images.get(product.id) ?? null;
    return {
      productId: product.id,
      slug: product.slug,
      name: localizedText(lineNames, context.lang, mainLanguage),
      image: imageUrl(imagePath),
      quantity,
      unitPrice: unitPriceOf(product),
      regularPrice: product.price,
      lineTotal: unitPriceOf(product) * quantity,
      stock: product.stock,
      names: lineNames,
      imagePath,
    };
  });
  const promotion = pricing.promotion;
  return {
    estimate: {
      currency: settings.mainInfo.currencyCode,
      lines: lines.map(({ names: _names, imagePath: _imagePath, ...line }) => line),
      leftOut: items.filter(isLeftOut).map((item) => item.productId),
      subtotal: pricing.subtotal,
      promotion: promotion && {
        name: localizedText(promotion.rule.name, context.lang, mainLanguage),
        type: promotion.rule.type,
        value: promotion.rule.value,
        minSubtotal: promotion.rule.minSubtotal,
        discount: promotion.discount,
      },
      promoCode: promoCode && {
        code: promoCode.code,
        type: promoCode.type,
        value: promoCode.value,
        discount: pricing.promoCodeDiscount ?? 0,
      },
      discount: pricing.discount,
      delivery: pricing.delivery,
      pricedDelivery: pricing.pricedDelivery,
      total: pricing.total,
    },
    lines,
    promotion: promotion?.rule ?? null,
    promoCode,
  };
}
