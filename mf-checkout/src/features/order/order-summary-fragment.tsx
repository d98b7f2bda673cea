import type { FragmentProps } from '@storefront/shared';
import { OrderSummary } from './order-summary';

/** The checkout's summary of a placed order for other teams' pages (the customer's orders). */
export default function OrderSummaryFragment({ order, lang }: FragmentProps<'OrderSummary'>) {
  return <OrderSummary order={order} lang={lang} />;
}
