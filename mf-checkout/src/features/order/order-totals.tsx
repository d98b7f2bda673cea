import {
  LANGUAGE_LOCALES,
  formatPrice,
  selectCurrency,
  useAppSelector,
  usePriceFormatter,
  type AppliedPromoCode,
  type AppliedPromotion,
  type CurrencyCode,
  type DeliveryMethod,
  type Language,
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
export interface Totals {
  currency: CurrencyCode;
  subtotal: number;
  promotion: AppliedPromotion | null;
  promoCode: AppliedPromoCode | null;
  deliveryMethod: DeliveryMethod;
  deliveryPrice: number;
  total: number;
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
 * Goods, discounts, delivery and the total in the visitor's currency, and what the shop charges
 * in its own currency when the visitor looks at another one.
 */
export function OrderTotals({ totals, lang }: { totals: Totals; lang: Language }) {
  const { t } = useTranslation('checkout');
  const format = usePriceFormatter(lang);
  const currency = useAppSelector(selectCurrency);
  const { promotion, promoCode } = totals;
  const charged = formatPrice(totals.total, {
    currency: totals.currency,
    currencies: {},
    locale: LANGUAGE_LOCALES[lang],
  });
  return (
    <>
      <Rows>
        <Row label={t('summary.subtotal')} testId="estimate-subtotal">
          {format(totals.subtotal)}
        </Row>
        {promotion && (
          <Row
            label={t('summary.promotion', {
              name: promotion.name,
              rule: promotionRule(promotion, format, t),
            })}
            testId="estimate-promotion"
          >
            −{format(promotion.discount)}
          </Row>
        )}
        {promoCode && (
          <Row label={t('summary.promo_code', { code: promoCode.code })} testId="estimate-discount">
            −{format(promoCode.discount)}
          </Row>
        )}
        <Row
          label={t('summary.delivery', { method: t(`delivery_methods.${totals.deliveryMethod}`) })}
          testId="estimate-delivery"
        >
          {totals.deliveryPrice === 0 ? t('summary.free') : format(totals.deliveryPrice)}
        </Row>
        <Row label={t('summary.total')} testId="estimate-total" total>
          {format(totals.total)}
        </Row>
      </Rows>
      {currency !== totals.currency && (
        <SmallPrint data-testid="estimate-charged">
          {t('summary.charged_in', { amount: charged })}
        </SmallPrint>
      )}
    </>
  );
}
