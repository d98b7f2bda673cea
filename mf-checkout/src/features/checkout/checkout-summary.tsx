import { Button, Spinner, type DeliveryMethod, type Language } from '@storefront/shared';
import { useContext, useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '../cart/cart-slice';
import { CheckoutLines } from './checkout-lines';
import { Notice, Section } from './checkout-layout';
import { EstimateError } from './estimate-error';
import { EstimateSummary } from './estimate-summary';
import { PromoCodeField } from './promo-code-field';
import { PricedDeliveryContext } from './priced-delivery';
import { useCheckoutChoice, useCheckoutEstimate } from './use-checkout-estimate';

/** What the form needs of the summary when it sends the order. */
export interface SummaryHandle {
  /** Only a code the estimate took goes with the order, so the order costs what the page shows. */
  acceptedPromoCode: string | undefined;
  /** Marks the products the shop refused to sell, until a newer estimate, and asks it again. */
  refused(ids: string[]): void;
}

interface SummaryProps {
  lang: Language;
  lines: CartLine[];
  method: DeliveryMethod | undefined;
  placing: boolean;
  /** The last "Place order" got no answer (the network failed): said beside the button. */
  answerLost: boolean;
  /** No delivery method is offered: nothing can be ordered. */
  noMethods: boolean;
  /** The cart itself breaking the order's schema (too many lines, say). */
  cartError: string | undefined;
  handle: Ref<SummaryHandle>;
}

/**
 * The checkout's summary: the lines with their fresh prices and stock, the promo code, the live
 * estimate and the button. The estimate is its own state, so a new one re-renders the summary
 * alone, never the form's fields (a phone's main thread felt every re-render of the whole form).
 */
export function CheckoutSummary({
  lang,
  lines,
  method,
  placing,
  answerLost,
  noMethods,
  cartError,
  handle,
}: SummaryProps) {
  const { t } = useTranslation('checkout');
  const [promoCode, setPromoCode] = useState<string>();
  const estimate = useCheckoutEstimate({ lang, lines, method, promoCode });
  useCheckoutChoice(method, promoCode);
  const pricedDelivery = useContext(PricedDeliveryContext);
  const quotes = estimate.data?.estimate.pricedDelivery;
  useEffect(() => pricedDelivery?.set(quotes), [pricedDelivery, quotes]);
  const promoRefusal = estimate.data?.promoCodeError ?? null;
  const acceptedPromoCode =
    promoCode && estimate.data?.estimate.promoCode?.code === promoCode ? promoCode : undefined;

  const [refusal, setRefusal] = useState<{ ids: string[]; seen: unknown } | null>(null);
  const refused = refusal && refusal.seen === estimate.data ? refusal.ids : [];
  const fresh = estimate.data?.estimate.lines;
  const unavailable = new Set([
    ...refused,
    ...(estimate.error?.products ?? []).map((product) => product.id),
    ...(fresh ?? []).filter((line) => line.stock === 0).map((line) => line.productId),
  ]);
  const blocked = lines.some((line) => unavailable.has(line.productId));

  useImperativeHandle(
    handle,
    () => ({
      acceptedPromoCode,
      refused(ids) {
        setRefusal({ ids, seen: estimate.data });
        estimate.refresh();
      },
    }),
    [acceptedPromoCode, estimate],
  );

  return (
    <Section aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">{t('checkout.summary')}</h2>
      <CheckoutLines lang={lang} fresh={fresh} unavailable={unavailable} />
      <PromoCodeField
        applied={promoCode}
        refusal={promoRefusal}
        accepted={acceptedPromoCode}
        checking={estimate.updating}
        onApply={setPromoCode}
      />
      {estimate.error && <EstimateError error={estimate.error} lang={lang} />}
      {estimate.data && (
        <EstimateSummary
          estimate={estimate.data.estimate}
          lang={lang}
          updating={estimate.updating}
        />
      )}
      {blocked && <Notice $tone="error">{t('checkout.remove_unavailable')}</Notice>}
      {cartError && (
        <Notice $tone="error" role="alert">
          {t(`validation.${cartError}`)}
        </Notice>
      )}
      {answerLost && (
        <Notice $tone="error" role="alert" data-testid="order-answer-lost">
          {t('checkout.answer_lost')}
        </Notice>
      )}
      <Button
        type="submit"
        $block
        disabled={placing || blocked || noMethods}
        data-testid="place-order"
      >
        {placing && <Spinner aria-hidden="true" />}
        {t('checkout.place_order')}
      </Button>
    </Section>
  );
}
