import { zodResolver } from '@hookform/resolvers/zod';
import {
  DELIVERY_DESTINATIONS,
  type CountryCode,
  type DeliveryMethod,
  type Language,
  type OrderContact,
  type OrderLineInput,
  type PaymentMethod,
} from '@storefront/shared';
import { orderSchema, type OrderInput, type OrderRequest } from '@storefront/shared/schemas';
import type { Resolver, ResolverOptions } from 'react-hook-form';

/** What the checkout form holds: every method's fields, of which the chosen method's are sent. */
export interface CheckoutValues {
  contact: OrderContact;
  delivery: {
    method: DeliveryMethod;
    street: string;
    city: string;
    postalCode: string;
    pointCode: string;
    country: CountryCode | '';
  };
  paymentMethod: PaymentMethod | '';
  comment: string;
}

/** What the order takes from outside the form: the cart and the page language. */
export interface CheckoutContext {
  items: OrderLineInput[];
  language: Language;
}

export const emptyCheckout = (method: DeliveryMethod): CheckoutValues => ({
  contact: { firstName: '', lastName: '', email: '', phone: '' },
  delivery: { method, street: '', city: '', postalCode: '', pointCode: '', country: '' },
  paymentMethod: '',
  comment: '',
});

/**
 * The order as the shared schema reads it: the chosen method's fields only. The promo code joins
 * it when the order is placed, and only once the estimate accepted it.
 */
export function toOrderInput(values: CheckoutValues, context: CheckoutContext): OrderInput {
  const { method, street, city, postalCode, pointCode, country } = values.delivery;
  const destination = {
    shop: {},
    'local-address': { street, city },
    point: { pointCode, country },
    address: { street, city, postalCode, country },
  }[DELIVERY_DESTINATIONS[method]];
  return {
    items: context.items,
    contact: values.contact,
    // The schema checks that the fields fit the method.
    delivery: { method, ...destination } as OrderInput['delivery'],
    paymentMethod: values.paymentMethod as PaymentMethod,
    comment: values.comment,
    language: context.language,
  };
}

const validateOrder = zodResolver(orderSchema);

/**
 * Validates the whole order with the shared schema the API uses. Its field names are the form's,
 * so each message lands on its field; the messages are keys of the `validation` group.
 */
export const checkoutResolver: Resolver<CheckoutValues, CheckoutContext, OrderRequest> = (
  values,
  context,
  options,
) =>
  validateOrder(
    toOrderInput(values, context ?? { items: [], language: 'en' }),
    context,
    options as unknown as ResolverOptions<OrderInput>,
  );
