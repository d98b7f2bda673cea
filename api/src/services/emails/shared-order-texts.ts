import type { Language } from '@storefront/shared/core';
import enNames from '@storefront/shared/locales/en/orders.json';
import enPayment from '@storefront/shared/locales/en/payment-details.json';
import plNames from '@storefront/shared/locales/pl/orders.json';
import plPayment from '@storefront/shared/locales/pl/payment-details.json';
import ruNames from '@storefront/shared/locales/ru/orders.json';
import ruPayment from '@storefront/shared/locales/ru/payment-details.json';
import uaNames from '@storefront/shared/locales/ua/orders.json';
import uaPayment from '@storefront/shared/locales/ua/payment-details.json';

/**
 * The names of delivery methods, payment methods and order statuses, and the labels of payment
 * details, as the storefront shows them: @storefront/shared owns them (the checkout's and the
 * profile's texts are built from the same files), so an email never words them differently.
 */
export type SharedOrderTexts = typeof enNames & typeof enPayment;

export const SHARED_ORDER_TEXTS: Record<Language, SharedOrderTexts> = {
  en: { ...enNames, ...enPayment },
  pl: { ...plNames, ...plPayment },
  ru: { ...ruNames, ...ruPayment },
  ua: { ...uaNames, ...uaPayment },
};
