import type { CountryCode } from './countries';
import type {
  CurrencyCode,
  DeliveryMethod,
  DiscountType,
  FreeDeliveryWithdrawal,
  PaymentMethod,
} from './enums';
import type { Language } from './languages';
import type { PaymentInstructions } from './payment';

/** An order's statuses, in the order an order usually goes through them. */
export const ORDER_STATUSES = [
  'NEW',
  'CONFIRMED',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Which status may follow which: forward one step at a time, and cancelled until the parcel has
 * left the shop. Delivered is final. Cancelling puts the items back in stock; a cancelled order
 * may be restored (back to new), which takes its items from stock again.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  NEW: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['PACKED', 'CANCELLED'],
  PACKED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: ['NEW'],
};

export const canChangeStatus = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

/** Limits of the cart and of an order, enforced by the shared schemas and the cart. */
export const ORDER_LIMITS = {
  /** Different products in one order. */
  maxLines: 50,
  /** Units of one product in one order. */
  maxQuantity: 99,
  nameMax: 100,
  streetMax: 200,
  cityMax: 100,
  commentMax: 500,
  promoCodeMax: 40,
} as const;

/**
 * What each delivery method needs from the shopper: nothing (the shop's pickup address), a pickup
 * point or parcel locker code with its country, a full address with a country, or a local address
 * for a taxi in the shop's city.
 */
export const DELIVERY_DESTINATIONS = {
  LOCAL_PICKUP: 'shop',
  TAXI: 'local-address',
  INPOST_PARCEL_LOCKER: 'point',
  INPOST_WEEKEND: 'point',
  INPOST_COURIER: 'address',
  DPD_COURIER: 'address',
  DPD_PICKUP_POINT: 'point',
  FEDEX_COURIER: 'address',
  DHL_COURIER: 'address',
  DHL_PICKUP_POINT: 'point',
} as const satisfies Record<DeliveryMethod, string>;
export type DeliveryDestination = (typeof DELIVERY_DESTINATIONS)[DeliveryMethod];

export const POINT_DELIVERY_METHODS = [
  'INPOST_PARCEL_LOCKER',
  'INPOST_WEEKEND',
  'DPD_PICKUP_POINT',
  'DHL_PICKUP_POINT',
] as const satisfies readonly DeliveryMethod[];

export const ADDRESS_DELIVERY_METHODS = [
  'INPOST_COURIER',
  'DPD_COURIER',
  'FEDEX_COURIER',
  'DHL_COURIER',
] as const satisfies readonly DeliveryMethod[];

/**
 * Countries a method delivers to when the store's settings name none (the store gives countries to
 * the parcel locker, weekend, DPD, FedEx and DHL methods only): InPost's courier serves Poland.
 */
export const DEFAULT_DELIVERY_COUNTRIES: Partial<Record<DeliveryMethod, readonly CountryCode[]>> = {
  INPOST_COURIER: ['PL'],
};

/** Where the order goes, by method (the shared schema validates each shape). */
export type DeliveryDetails =
  | { method: 'LOCAL_PICKUP' }
  | { method: 'TAXI'; street: string; city: string }
  | {
      method: (typeof POINT_DELIVERY_METHODS)[number];
      pointCode: string;
      country: CountryCode;
    }
  | {
      method: (typeof ADDRESS_DELIVERY_METHODS)[number];
      street: string;
      city: string;
      postalCode: string;
      country: CountryCode;
    };

export interface OrderLineInput {
  productId: string;
  quantity: number;
}

export interface OrderContact {
  firstName: string;
  lastName: string;
  email: string;
  /** International format, e.g. "+48 600 100 200". */
  phone: string;
}

/** A line of an estimate or an order, priced in minor units of the main currency. */
export interface OrderLine {
  productId: string;
  slug: string;
  /** The product's name in the requested language (for an order: when it was placed). */
  name: string;
  image: string | null;
  quantity: number;
  /** The price the shopper pays for one unit: the discount price when there is one. */
  unitPrice: number;
  /** The regular price of one unit (above unitPrice when the product is discounted). */
  regularPrice: number;
  lineTotal: number;
}

/** A line of an estimate also tells how many units are left. */
export interface EstimateLine extends OrderLine {
  stock: number;
}

export interface AppliedPromoCode {
  code: string;
  type: DiscountType;
  /** Minor units for AMOUNT, a percentage for PERCENT. */
  value: number;
  /** What it takes off, in minor units. */
  discount: number;
}

export interface AppliedPromotion {
  name: string;
  type: DiscountType;
  value: number;
  /**
   * The subtotal from which it applies, in minor units; null on orders placed before it was
   * recorded with them.
   */
  minSubtotal: number | null;
  discount: number;
}

export interface DeliveryQuote {
  method: DeliveryMethod;
  /** What the shopper pays for delivery, in minor units (0 when free). */
  price: number;
  /** The method's price before free delivery, in minor units. */
  basePrice: number;
  free: boolean;
  /** Goods total from which delivery is free, when the method has such a rule. */
  freeFrom: number | null;
  /**
   * The rules that keep this cart from the method's free delivery whatever its goods total (a
   * promotion, a promo code or a discounted product the method's settings exclude); empty when
   * none does, or the method has no free delivery.
   */
  withdrawnBy: FreeDeliveryWithdrawal[];
}

/** `POST /api/v1/order/estimate`: what the order would cost now. Amounts in minor units. */
export interface OrderEstimate {
  /** The store's main currency, the unit of every amount. */
  currency: CurrencyCode;
  lines: EstimateLine[];
  /**
   * Products whose stock is short of their line's quantity: not counted in the subtotal, the
   * discounts, the delivery or the total, which price what can be ordered now.
   */
  leftOut: string[];
  /** The lines' totals at the prices the shopper pays. */
  subtotal: number;
  promotion: AppliedPromotion | null;
  promoCode: AppliedPromoCode | null;
  /** The promotion's and the promo code's discounts together. */
  discount: number;
  delivery: DeliveryQuote;
  /**
   * The same cart's delivery by each active method with a price or free delivery
   * (`hasDeliveryPrice`), so a shopper sees which of them is free for it, and why not, before
   * choosing one.
   */
  pricedDelivery: DeliveryQuote[];
  total: number;
}

export interface OrderStatusChange {
  status: OrderStatus;
  /** ISO 8601 time of the change. */
  at: string;
}

/**
 * The currency an order was shown in when the shopper placed it, its rate to the main currency
 * then, and the total they saw: in minor units of that currency, made by the rule of
 * `money/money.ts` (unit prices converted once, lines, subtotal, discounts, delivery and total
 * adding up). `currency` of the order stays what is charged; the two are the same in the main
 * currency (rate 1).
 */
export interface OrderShownMoney {
  currency: CurrencyCode;
  rate: number;
  total: number;
}

/** An order as its owner, staff and the completion page see it (`POST /order`, `GET /order/{id}`). */
export interface Order {
  id: string;
  /** The number a shopper reads and types into order tracking. */
  number: number;
  status: OrderStatus;
  history: OrderStatusChange[];
  createdAt: string;
  customerType: 'REGISTERED' | 'GUEST';
  language: Language;
  contact: OrderContact;
  delivery: DeliveryDetails;
  paymentMethod: PaymentMethod;
  /** How to pay it, while an order paid ahead waits for its payment; null otherwise. */
  paymentInstructions: PaymentInstructions | null;
  comment: string | null;
  currency: CurrencyCode;
  lines: OrderLine[];
  subtotal: number;
  promotion: AppliedPromotion | null;
  promoCode: AppliedPromoCode | null;
  discount: number;
  deliveryPrice: number;
  total: number;
  /** What the shopper saw it cost (absent from an API older than it). */
  shown?: OrderShownMoney;
}

/** What order tracking shows to whoever knows the number and the email or phone used. */
export interface OrderTracking {
  number: number;
  status: OrderStatus;
  history: OrderStatusChange[];
  createdAt: string;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  paymentInstructions: PaymentInstructions | null;
  currency: CurrencyCode;
  total: number;
  /** What the shopper saw it cost (absent from an API older than it). */
  shown?: OrderShownMoney;
  lines: Pick<OrderLine, 'name' | 'quantity'>[];
}

/** A page of the signed-in customer's orders (`GET /api/v1/order`), newest first. */
export interface OrderPage {
  items: Order[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}
