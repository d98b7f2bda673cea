// The admin namespace in one language: a file for each part of the back office.
import orderNames from '@storefront/shared/locales/en/orders.json';
import frame from './frame.json';
import orders from './orders.json';

/** The names of statuses and methods have one owner, @storefront/shared (as the emails read them). */
export default { ...frame, ...orders, orders: { ...orders.orders, names: orderNames } };
