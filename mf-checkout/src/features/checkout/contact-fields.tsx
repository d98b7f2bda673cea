import type { Language } from '@storefront/shared';
import { FieldColumns } from '@storefront/shared/forms';
import { useTranslation } from 'react-i18next';
import type { CheckoutValues } from './checkout-values';
import { Section } from './checkout-layout';
import { PhoneFormField, TextField } from '../forms/form-fields';

/** Who orders: name, email and a phone number with its country's dial code. */
export function ContactFields({ lang }: { lang: Language }) {
  const { t } = useTranslation('checkout');
  return (
    <Section aria-labelledby="checkout-contact">
      <h2 id="checkout-contact">{t('checkout.contact')}</h2>
      <FieldColumns>
        <TextField<CheckoutValues>
          name="contact.firstName"
          label={t('checkout.first_name')}
          autoComplete="given-name"
          testId="contact-first-name"
        />
        <TextField<CheckoutValues>
          name="contact.lastName"
          label={t('checkout.last_name')}
          autoComplete="family-name"
          testId="contact-last-name"
        />
      </FieldColumns>
      <TextField<CheckoutValues>
        name="contact.email"
        type="email"
        label={t('checkout.email')}
        autoComplete="email"
        testId="contact-email"
      />
      <PhoneFormField<CheckoutValues>
        name="contact.phone"
        label={t('checkout.phone')}
        hint={t('checkout.phone_hint')}
        countryLabel={t('checkout.phone_country')}
        lang={lang}
      />
    </Section>
  );
}
