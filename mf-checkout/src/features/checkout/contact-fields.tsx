import type { Language } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import type { CheckoutValues } from './checkout-values';
import { Section } from './checkout-layout';
import { PersonFields } from '../forms/form-fields';

/**
 * Who orders: name, email and a phone number, whose dial code is the delivery country's until
 * the shopper picks another.
 */
export function ContactFields({ lang }: { lang: Language }) {
  const { t } = useTranslation('checkout');
  return (
    <Section aria-labelledby="checkout-contact">
      <h2 id="checkout-contact">{t('checkout.contact')}</h2>
      <PersonFields<CheckoutValues>
        names={{
          firstName: 'contact.firstName',
          lastName: 'contact.lastName',
          email: 'contact.email',
          phone: 'contact.phone',
        }}
        text={(key) => t(`checkout.${key}`)}
        testIdPrefix="contact"
        lang={lang}
        phoneCountryName="delivery.country"
      />
    </Section>
  );
}
