import {
  LANGUAGE_LOCALES,
  convertOnce,
  mainFiguresOf,
  selectStore,
  useAppSelector,
  useMoney,
  type Language,
} from '@storefront/shared';
import { Progress } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { selectCheckoutChoice, type CartLine } from '../cart/cart-slice';
import { freeDeliveryMethod, freeDeliveryOutlook } from '../cart/free-delivery';
import { useCheckoutEstimate } from '../checkout/use-checkout-estimate';

const Box = styled.div`
  display: grid;
  gap: 0.375rem;
  margin: 0.75rem 0 0;
  p {
    margin: 0;
    font-size: 0.875rem;
  }
`;

/**
 * How far the cart is from free delivery, as a bar and in money, and which methods a rule of the
 * store takes it from (a promotion, say), as the checkout's estimate prices this cart; nothing
 * when no method is ever free. On the checkout page it reads the checkout's own estimate (its
 * method and applied code): one request serves both.
 */
export function FreeDeliveryProgress({ lines, lang }: { lines: CartLine[]; lang: Language }) {
  const { t } = useTranslation('checkout');
  const { delivery } = useAppSelector(selectStore);
  const money = useMoney(lang);
  const checkout = useAppSelector(selectCheckoutChoice);
  const method = freeDeliveryMethod(delivery) ?? undefined;
  const estimate = useCheckoutEstimate({
    lang,
    lines,
    method: checkout?.method ?? method,
    promoCode: checkout?.promoCode,
  });
  const quoted = estimate.data?.estimate;
  const outlook = quoted && freeDeliveryOutlook(quoted);
  if (!method || !quoted || !outlook) return null;
  const { free, withdrawn, nearest, bar } = outlook;
  // What is missing as shown: the threshold converted once less the goods as they add up on the
  // page (a cent at least while the shop says something is missing).
  const figures = money.figures(mainFiguresOf({ ...quoted, deliveryPrice: quoted.delivery.price }));
  const shownMissing = (threshold: number) =>
    Math.max(1, convertOnce(threshold, money.rate) - (figures.subtotal - figures.discount));
  const methodName = (name: string) => t(`delivery_methods.${name}`);
  const locale = LANGUAGE_LOCALES[lang];
  const both = new Intl.ListFormat(locale, { type: 'conjunction' });
  const either = new Intl.ListFormat(locale, { type: 'disjunction' });
  const promise = outlook.allFree
    ? t('mini_cart.free_delivery_reached')
    : free.length > 0
      ? t('mini_cart.free_delivery_with', {
          methods: both.format(free.map((quote) => methodName(quote.method))),
        })
      : // The amount says for which method(s): each has a threshold of its own.
        nearest &&
        t('mini_cart.free_delivery_missing', {
          amount: money.format(shownMissing(nearest.threshold)),
          methods: either.format(nearest.methods.map(methodName)),
        });
  return (
    <Box data-testid="free-delivery" role="status">
      {promise && <p>{promise}</p>}
      {withdrawn.map((quote) => (
        <p key={quote.method} data-testid="free-delivery-withdrawn">
          {/* One sentence per method, naming it once, whatever the rules that withdraw it. */}
          {t('mini_cart.withdrawn_sentence', {
            method: methodName(quote.method),
            reasons: either.format(
              quote.withdrawnBy.map((rule) => t(`mini_cart.withdrawn.${rule}`)),
            ),
          })}
        </p>
      ))}
      {bar && (
        <Progress
          value={(Math.min(bar.goods, bar.threshold) / bar.threshold) * 100}
          label={t('mini_cart.free_delivery_progress')}
        />
      )}
    </Box>
  );
}
