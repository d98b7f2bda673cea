import {
  selectCurrency,
  selectStore,
  useAppSelector,
  type Language,
  type Order,
} from '@storefront/shared';
import type { OrderRequest } from '@storefront/shared/schemas';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, get, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { selectCartLines } from '../cart/cart-slice';
import { saveLastOrder } from '../order/last-order';
import { CheckoutSummary, type SummaryHandle } from './checkout-summary';
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
import { PaymentFields } from './payment-fields';
import { PricedDeliveryContext, createPricedDelivery } from './priced-delivery';
import { useAccountPrefill } from './use-account-prefill';
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

/**
 * The checkout: contact, delivery, payment and comment, and the summary (the cart, the promo code
 * and the live estimate, which re-renders on its own as estimates arrive).
 */
export function CheckoutForm({
  lang,
  onPlaced,
}: {
  lang: Language;
  onPlaced: (order: Order) => void;
}) {
  const { t } = useTranslation('checkout');
  const { delivery } = useAppSelector(selectStore);
  // The order records the currency its figures were shown in (the API adds the store's rate).
  const shownCurrency = useAppSelector(selectCurrency);
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
  useAccountPrefill(form, methods);
  const method = useWatch({ control: form.control, name: 'delivery.method' });
  const { submit, placing } = usePlaceOrder(lang);
  const summary = useRef<SummaryHandle>(null);
  const [pricedDelivery] = useState(createPricedDelivery);
  // The last attempt got no answer: the order may exist, and the next press returns it.
  const [answerLost, setAnswerLost] = useState(false);
  // The cart itself breaking the schema (too many lines, say): said above the button.
  const cartError: FieldError | undefined = get(form.formState.errors, 'items');

  const onSubmit = (event: FormEvent) =>
    form.handleSubmit(async (order) => {
      setAnswerLost(false);
      const result = await submit({
        ...order,
        promoCode: summary.current?.acceptedPromoCode,
        shownCurrency,
      });
      if ('order' in result) {
        saveLastOrder(result.order);
        onPlaced(result.order);
        return;
      }
      setAnswerLost(result.error.status === 'FETCH_ERROR');
      // The toast names the products; the lines concerned are marked and the stock asked again.
      if (result.error.products?.length) {
        summary.current?.refused(result.error.products.map((product) => product.id));
      }
    })(event);

  return (
    <FormProvider {...form}>
      <PricedDeliveryContext value={pricedDelivery}>
        <Layout onSubmit={onSubmit} noValidate aria-label={t('checkout.form_label')}>
          <Column>
            <ContactFields lang={lang} />
            <DeliveryFields lang={lang} />
            <PaymentFields />
            <CommentField />
          </Column>
          <CheckoutSummary
            lang={lang}
            lines={lines}
            method={method}
            placing={placing}
            answerLost={answerLost}
            noMethods={methods.length === 0}
            cartError={cartError?.message}
            handle={summary}
          />
        </Layout>
      </PricedDeliveryContext>
    </FormProvider>
  );
}
