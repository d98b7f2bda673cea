import { LANGUAGE_LOCALES, type Language } from '@storefront/shared';
import { Field, PhoneField } from '@storefront/shared/forms';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutValues } from './checkout-values';
import { Columns, Section } from './checkout-layout';
import { TextField, useFieldError } from '../forms/form-fields';

/** Who orders: name, email and a phone number with its country's dial code. */
export function ContactFields({ lang }: { lang: Language }) {
  const { t } = useTranslation('checkout');
  const { control } = useFormContext<CheckoutValues>();
  const phoneError = useFieldError<CheckoutValues>('contact.phone');
  return (
    <Section aria-labelledby="checkout-contact">
      <h2 id="checkout-contact">{t('checkout.contact')}</h2>
      <Columns>
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
      </Columns>
      <TextField<CheckoutValues>
        name="contact.email"
        type="email"
        label={t('checkout.email')}
        autoComplete="email"
        testId="contact-email"
      />
      <Field label={t('checkout.phone')} hint={t('checkout.phone_hint')} error={phoneError}>
        {(ids) => (
          <Controller
            control={control}
            name="contact.phone"
            render={({ field }) => (
              <PhoneField
                {...ids}
                name={field.name}
                locale={LANGUAGE_LOCALES[lang]}
                defaultCountry={lang === 'ua' ? 'UA' : 'PL'}
                countryLabel={t('checkout.phone_country')}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </Field>
    </Section>
  );
}
