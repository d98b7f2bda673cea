import {
  LANGUAGE_LOCALES,
  formatMinorUnits,
  shownAndCharged,
  shownCurrencyOf,
  shownTotalsOf,
  useMoney,
  type AppliedPromoCode,
  type AppliedPromotion,
  type CurrencyCode,
  type DeliveryMethod,
  type Language,
  type OrderShownMoney,
  type PricedTotals,
} from '@storefront/shared';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SmallPrint } from './small-print';

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 1rem;
  margin: 0;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

/** The amounts of an estimate or an order, in minor units of the shop's currency. */
export interface Totals extends PricedTotals {
  currency: CurrencyCode;
  promotion: AppliedPromotion | null;
  promoCode: AppliedPromoCode | null;
  deliveryMethod: DeliveryMethod;
  total: number;
  /** A placed order's: the currency it was shown in, at its rate then, and its shown total. */
  shown?: OrderShownMoney;
}

/**
 * A promotion's rule in words, its amounts in the visitor's currency by the shop's one price
 * formatter ("10% off orders from €116.25"), whatever its owner wrote in its name.
 */
function promotionRule(
  promotion: AppliedPromotion,
  format: (minorUnits: number) => string,
  t: TFunction,
): string {
  const discount = promotion.type === 'PERCENT' ? `${promotion.value}%` : format(promotion.value);
  return promotion.minSubtotal
    ? t('summary.promotion_rule_from', { discount, amount: format(promotion.minSubtotal) })
    : t('summary.promotion_rule', { discount });
}

function Row(props: { label: ReactNode; testId: string; total?: boolean; children: ReactNode }) {
  const className = props.total ? 'total' : undefined;
  return (
    <>
      <dt className={className}>{props.label}</dt>
      <dd className={className} data-testid={props.testId}>
        {props.children}
      </dd>
    </>
  );
}

/**
 * Goods, discounts, delivery and the total as they add up in the shown currency (money.ts's rule):
 * an estimate's in the visitor's currency, with what the shop charges in its own said under it;
 * a placed order's in the currency it was shown in, its charged total beside the shown one.
 */
export function OrderTotals({
  totals,
  lang,
  placed = false,
}: {
  totals: Totals;
  lang: Language;
  /** A placed order's totals (else an estimate's). */
  placed?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const money = useMoney(lang, placed ? shownCurrencyOf(totals) : undefined);
  const { format } = money;
  const shown = shownTotalsOf(totals, money.rate);
  const { promotion, promoCode } = totals;
  const locale = LANGUAGE_LOCALES[lang];
  const charged = formatMinorUnits(totals.total, totals.currency, locale);
  const total = placed
    ? shownAndCharged(totals, locale, (amounts) => t('money.shown_and_charged', amounts))
    : format(shown.total);
  return (
    <>
      <Rows>
        <Row label={t('summary.subtotal')} testId="estimate-subtotal">
          {format(shown.subtotal)}
        </Row>
        {promotion && (
          <Row
            label={t('summary.promotion', {
              name: promotion.name,
              rule: promotionRule(promotion, money.price, t),
            })}
            testId="estimate-promotion"
          >
            −{format(shown.promotion!)}
          </Row>
        )}
        {promoCode && (
          <Row label={t('summary.promo_code', { code: promoCode.code })} testId="estimate-discount">
            −{format(shown.promoCode!)}
          </Row>
        )}
        <Row
          label={t('summary.delivery', { method: t(`delivery_methods.${totals.deliveryMethod}`) })}
          testId="estimate-delivery"
        >
          {totals.deliveryPrice === 0 ? t('summary.free') : format(shown.delivery)}
        </Row>
        <Row label={t('summary.total')} testId="estimate-total" total>
          {total}
        </Row>
      </Rows>
      {!placed && money.currency !== totals.currency && (
        <SmallPrint data-testid="estimate-charged">
          {t('summary.charged_in', { amount: charged })}
        </SmallPrint>
      )}
    </>
  );
}
