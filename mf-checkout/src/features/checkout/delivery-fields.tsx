import {
  hasDeliveryPrice,
  selectStore,
  useAppSelector,
  usePriceFormatter,
  type CountryCode,
  type DeliveryMethod,
  type Language,
} from '@storefront/shared';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutValues } from './checkout-values';
import { Section } from './checkout-layout';
import { DestinationFields } from './destination-fields';
import {
  activeDeliveryMethods,
  countriesOf,
  countryFor,
  paymentFor,
  paymentOptionsOf,
} from './delivery-options';
import { usePricedQuote } from './priced-delivery';
import { RadioChoices } from './radio-choices';

/** The shopper's likely country, preselected where a method delivers there. */
const likelyCountry = (lang: Language): CountryCode => (lang === 'ua' ? 'UA' : 'PL');

/** The price a method's radio button mentions, when the shop sets one or free delivery. */
function PriceHint({ method, lang }: { method: DeliveryMethod; lang: Language }) {
  const { t } = useTranslation('checkout');
  const { delivery } = useAppSelector(selectStore);
  const format = usePriceFormatter(lang);
  const quote = usePricedQuote(method);
  const settings = delivery[method];
  // A method that costs nothing and promises no free delivery says nothing of its price.
  if (!hasDeliveryPrice(settings)) return null;
  const amounts = { price: format(settings.price), from: format(settings.freeDeliveryFrom) };
  // The promise of free delivery, with what withdraws it from this cart (a promotion, say).
  const rule = settings.freeDelivery ? quote?.withdrawnBy[0] : undefined;
  return (
    <small>
      {rule
        ? t(`checkout.price_free_withdrawn.${rule}`, amounts)
        : settings.freeDelivery
          ? t('checkout.price_free_from', amounts)
          : format(settings.price)}
    </small>
  );
}

/**
 * The delivery methods the shop offers and the chosen one's fields. Changing the method keeps
 * the country and payment only where the new method allows them.
 */
export function DeliveryFields({ lang }: { lang: Language }) {
  const { t } = useTranslation('checkout');
  const { delivery } = useAppSelector(selectStore);
  const { control, getValues, setValue } = useFormContext<CheckoutValues>();
  const method = useWatch({ control, name: 'delivery.method' });
  const methods = useMemo(() => activeDeliveryMethods(delivery), [delivery]);

  useEffect(() => {
    // A method the shop stopped offering while the page was open gives way to one it offers.
    if (!methods.includes(method) && methods[0]) setValue('delivery.method', methods[0]);
    const country = countryFor(
      countriesOf(delivery, method),
      getValues('delivery.country'),
      likelyCountry(lang),
    );
    setValue('delivery.country', country);
    setValue(
      'paymentMethod',
      paymentFor(paymentOptionsOf(delivery, method), getValues('paymentMethod')),
    );
  }, [delivery, methods, method, lang, getValues, setValue]);

  return (
    <Section aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery">{t('checkout.delivery')}</h2>
      <RadioChoices
        name="delivery.method"
        legend={t('checkout.delivery_method')}
        options={methods}
        testIdPrefix="delivery-method"
        labelOf={(option) => (
          <>
            {t(`delivery_methods.${option}`)}
            <PriceHint method={option} lang={lang} />
          </>
        )}
        empty={t('checkout.no_delivery')}
      />
      {methods.includes(method) && <DestinationFields method={method} lang={lang} />}
    </Section>
  );
}
