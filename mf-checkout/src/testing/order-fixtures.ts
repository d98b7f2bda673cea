import type { DeliveryMethod, Order, OrderEstimate } from '@storefront/shared';
import type { OrderEstimateRequest } from '@storefront/shared/schemas';
import { KETTLE, SENCHA } from './render-checkout';

const PRODUCTS = [SENCHA, KETTLE];
const DELIVERY_PRICES: Partial<Record<DeliveryMethod, number>> = { INPOST_COURIER: 1500 };

/**
 * What the API would estimate for a request: 10% off with WELCOME10, couriers 15 zł, a line the
 * stock cannot cover left out of the totals; InPost's courier free from 200 zł of goods, but not
 * with a promo code (as in TEST_STORE).
 */
export function estimateOf(request: OrderEstimateRequest): OrderEstimate {
  const lines = request.items.map(({ productId, quantity }) => {
    const product = PRODUCTS.find((item) => item.productId === productId)!;
    return {
      productId,
      slug: product.slug,
      name: product.name,
      image: product.image,
      quantity,
      unitPrice: product.unitPrice,
      regularPrice: product.unitPrice,
      lineTotal: product.unitPrice * quantity,
      stock: product.stock,
    };
  });
  const counted = lines.filter((line) => line.stock >= line.quantity);
  const subtotal = counted.reduce((sum, line) => sum + line.lineTotal, 0);
  const discount = request.promoCode === 'WELCOME10' ? Math.round(subtotal / 10) : 0;
  const price = DELIVERY_PRICES[request.deliveryMethod] ?? 0;
  return {
    currency: 'PLN',
    lines,
    leftOut: lines.filter((line) => !counted.includes(line)).map((line) => line.productId),
    subtotal,
    promotion: null,
    promoCode: discount ? { code: 'WELCOME10', type: 'PERCENT', value: 10, discount } : null,
    discount,
    delivery: {
      method: request.deliveryMethod,
      price,
      basePrice: price,
      free: price === 0,
      freeFrom: price ? 20000 : null,
      withdrawnBy: [],
    },
    pricedDelivery: [
      {
        method: 'INPOST_COURIER',
        price: subtotal - discount >= 20000 && !discount ? 0 : 1500,
        basePrice: 1500,
        free: subtotal - discount >= 20000 && !discount,
        freeFrom: 20000,
        withdrawnBy: discount ? ['PROMO_CODE'] : [],
      },
    ],
    total: subtotal - discount + price,
  };
}

export const PLACED_ORDER: Order = {
  id: 'f5b7d0a2-4c1e-4f8b-9a3d-2e6c8b1f0a77',
  number: 1042,
  status: 'NEW',
  history: [{ status: 'NEW', at: '2026-11-22T10:00:00.000Z' }],
  createdAt: '2026-11-22T10:00:00.000Z',
  customerType: 'GUEST',
  language: 'en',
  contact: {
    firstName: 'Anna',
    lastName: 'Nowak',
    email: 'anna@example.com',
    phone: '+48600100200',
  },
  delivery: { method: 'INPOST_PARCEL_LOCKER', pointCode: 'WAW22A', country: 'PL' },
  paymentMethod: 'REVOLUT',
  paymentInstructions: null,
  comment: null,
  currency: 'PLN',
  lines: [
    {
      productId: SENCHA.productId,
      slug: SENCHA.slug,
      name: SENCHA.name,
      image: null,
      quantity: 2,
      unitPrice: 4990,
      regularPrice: 4990,
      lineTotal: 9980,
    },
  ],
  subtotal: 9980,
  promotion: null,
  promoCode: null,
  discount: 0,
  deliveryPrice: 0,
  total: 9980,
};
