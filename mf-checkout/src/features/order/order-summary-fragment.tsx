import type { Order, WidgetProps } from '@storefront/shared';
import { OrderSummary } from './order-summary';

const isOrder = (value: unknown): value is Order =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Order).lines) &&
  typeof (value as Order).delivery?.method === 'string';

/** The checkout's summary of a placed order for other teams' pages (the customer's orders). */
export default function OrderSummaryFragment({ order, lang }: WidgetProps) {
  return isOrder(order) ? <OrderSummary order={order} lang={lang} /> : null;
}
