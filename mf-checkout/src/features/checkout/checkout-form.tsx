import {
  Button,
  Spinner,
  selectStore,
  useAppSelector,
  type Language,
  type Order,
} from '@storefront/shared';
import type { OrderRequest } from '@storefront/shared/schemas';
import { useMemo, useState } from 'react';
import { FormProvider, get, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { selectCartLines } from '../cart/cart-slice';
import { saveLastOrder } from '../order/last-order';
import { CheckoutLines } from './checkout-lines';
import { Notice, Section } from './checkout-layout';
import {
  checkoutResolver,
  emptyCheckout,
  type CheckoutContext,
  type CheckoutValues,
} from './checkout-values';
import { CommentField } from './comment-field';
import { ContactFields } from './contact-fields';
import { DeliveryFields } from './delivery-fields';
import { activeDeliveryMethods } from './delivery-options';
import { EstimateError } from './estimate-error';
import { EstimateSummary } from './estimate-summary';
import { PaymentFields } from './payment-fields';
import { PromoCodeField } from './promo-code-field';
import { useCheckoutEstimate } from './use-checkout-estimate';
import { usePlaceOrder } from './use-place-order';

const Layout = styled.form`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

/** The checkout: the cart, contact, delivery, payment, promo code and the live estimate. */
export function CheckoutForm({
  lang,
  onPlaced,
}: {
  lang: Language;
  onPlaced: (order: Order) => void;
}) {
  const { t } = useTranslation('checkout');
  const { delivery } = useAppSelector(selectStore);
  const lines = useAppSelector(selectCartLines);
  const methods = activeDeliveryMethods(delivery);
  const context: CheckoutContext = useMemo(
    () => ({
      items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
      language: lang,
    }),
    [lines, lang],
  );
  const form = useForm<CheckoutValues, CheckoutContext, OrderRequest>({
    resolver: checkoutResolver,
    defaultValues: emptyCheckout(methods[0] ?? 'LOCAL_PICKUP'),
    context,
  });
  const method = useWatch({ control: form.control, name: 'delivery.method' });
  const [promoCode, setPromoCode] = useState<string>();
  const estimate = useCheckoutEstimate({ lang, lines, method, promoCode });
  const promoRefusal = estimate.data?.promoCodeError ?? null;
  // Only a code the estimate took goes with the order, so the order costs what the page shows.
  const acceptedPromoCode =
    promoCode && estimate.data?.estimate.promoCode?.code === promoCode ? promoCode : undefined;
  const { submit, placing } = usePlaceOrder(lang);

  // Products the shop refused to sell when the order was placed, until a newer estimate.
  const [refusal, setRefusal] = useState<{ ids: string[]; seen: unknown } | null>(null);
  const refused = refusal && refusal.seen === estimate.data ? refusal.ids : [];
  const fresh = estimate.data?.estimate.lines;
  const unavailable = new Set([
    ...refused,
    ...(estimate.error?.products ?? []).map((product) => product.id),
    ...(fresh ?? []).filter((line) => line.stock === 0).map((line) => line.productId),
  ]);
  const blocked = lines.some((line) => unavailable.has(line.productId));
  // The cart itself breaking the schema (too many lines, say): said above the button.
  const cartError: FieldError | undefined = get(form.formState.errors, 'items');

  const onSubmit = form.handleSubmit(async (order) => {
    const result = await submit({ ...order, promoCode: acceptedPromoCode });
    if ('order' in result) {
      saveLastOrder(result.order);
      onPlaced(result.order);
      return;
    }
    // The toast names the products; the lines concerned are marked and the stock asked again.
    if (result.error.products?.length) {
      const ids = result.error.products.map((product) => product.id);
      setRefusal({ ids, seen: estimate.data });
      estimate.refresh();
    }
  });

  return (
    <FormProvider {...form}>
      <Layout onSubmit={onSubmit} noValidate aria-label={t('checkout.form_label')}>
        <Column>
          <ContactFields lang={lang} />
          <DeliveryFields lang={lang} />
          <PaymentFields />
          <CommentField />
        </Column>
        <Section aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{t('checkout.summary')}</h2>
          <CheckoutLines lang={lang} fresh={fresh} unavailable={unavailable} />
          <PromoCodeField applied={promoCode} refusal={promoRefusal} onApply={setPromoCode} />
          {estimate.error && <EstimateError error={estimate.error} lang={lang} />}
          {estimate.data && (
            <EstimateSummary
              estimate={estimate.data.estimate}
              lang={lang}
              updating={estimate.updating}
            />
          )}
          {blocked && <Notice $tone="error">{t('checkout.remove_unavailable')}</Notice>}
          {cartError?.message && (
            <Notice $tone="error" role="alert">
              {t(`validation.${cartError.message}`)}
            </Notice>
          )}
          <Button
            type="submit"
            $block
            disabled={placing || blocked || methods.length === 0}
            data-testid="place-order"
          >
            {placing && <Spinner aria-hidden="true" />}
            {t('checkout.place_order')}
          </Button>
        </Section>
      </Layout>
    </FormProvider>
  );
}
