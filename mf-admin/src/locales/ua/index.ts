// The admin namespace in one language: a file for each part of the back office, each with
// top-level keys of its own (locales.test.ts checks that no two files share one).
import orderNames from '@storefront/shared/locales/ua/orders.json';
import audit from './audit.json';
import discounts from './discounts.json';
import emails from './emails.json';
import frame from './frame.json';
import messages from './messages.json';
import orders from './orders.json';
import products from './products.json';
import staff from './staff.json';
import stock from './stock.json';
import settingsDelivery from './settings-delivery.json';
import settingsSchedule from './settings-schedule.json';
import translations from './translations.json';
import validation from './validation.json';

/** The namespace's files, by part. */
export const parts = {
  frame,
  orders,
  products,
  stock,
  discounts,
  validation,
  audit,
  settingsDelivery,
  settingsSchedule,
  staff,
  translations,
  emails,
  messages,
};

/** The names of statuses and methods have one owner, @storefront/shared (as the emails read them). */
export default {
  ...frame,
  ...orders,
  ...products,
  ...stock,
  ...discounts,
  ...validation,
  ...audit,
  ...settingsDelivery,
  ...settingsSchedule,
  ...staff,
  ...translations,
  ...emails,
  ...messages,
  orders: { ...orders.orders, names: orderNames },
};
