import type { Language } from '@storefront/shared/core';
import en from '@storefront/shared/locales/en/orders.json';
import pl from '@storefront/shared/locales/pl/orders.json';
import ru from '@storefront/shared/locales/ru/orders.json';
import ua from '@storefront/shared/locales/ua/orders.json';

/**
 * The names of delivery methods, payment methods and order statuses, and the labels of payment
 * details, as the storefront shows them: @storefront/shared owns them (the checkout's texts are
 * built from the same files), so an email never words them differently from the pages.
 */
export type SharedOrderTexts = typeof en;

export const SHARED_ORDER_TEXTS: Record<Language, SharedOrderTexts> = { en, pl, ru, ua };
