import { localizedText, type Language, type NormalizedError } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { Notice } from './checkout-layout';

/** Why there is no estimate, in the page language, with the products the shop named. */
export function EstimateError({ error, lang }: { error: NormalizedError; lang: Language }) {
  const { t, i18n } = useTranslation('checkout');
  const reason = i18n.exists(`server_error:${error.code}`)
    ? t(`server_error:${error.code}`)
    : t('server_error:generic');
  const names = (error.products ?? []).map((product) => localizedText(product.name, lang));
  return (
    <Notice $tone="error" role="alert" data-testid="estimate-error">
      {t('summary.unavailable')} {reason}
      {names.length > 0 && ` ${t('server_error:productsLabel')} ${names.join(', ')}`}
    </Notice>
  );
}
