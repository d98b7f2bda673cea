import { selectStore, useAppSelector } from '@storefront/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutValues } from './checkout-values';
import { Section } from './checkout-layout';
import { paymentOptionsOf } from './delivery-options';
import { RadioChoices } from './radio-choices';

/** How to pay: the ways the chosen delivery method allows. */
export function PaymentFields() {
  const { t } = useTranslation('checkout');
  const { delivery } = useAppSelector(selectStore);
  const { control } = useFormContext<CheckoutValues>();
  const method = useWatch({ control, name: 'delivery.method' });
  return (
    <Section aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">{t('checkout.payment')}</h2>
      <RadioChoices
        name="paymentMethod"
        legend={t('checkout.payment_method')}
        options={paymentOptionsOf(delivery, method)}
        testIdPrefix="payment-method"
        labelOf={(option) => t(`payment_methods.${option}`)}
        empty={t('checkout.no_payment')}
      />
    </Section>
  );
}
