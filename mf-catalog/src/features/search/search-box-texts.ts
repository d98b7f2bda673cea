import { localePath, type Language } from '@storefront/shared';
import { useTranslation } from 'react-i18next';

/** The search box's target and texts: the header's own (the shell's plain box has the same). */
export function useSearchBoxTexts(lang: Language) {
  const { t } = useTranslation();
  return {
    action: localePath('catalog', {}, lang),
    label: t('header.search'),
    placeholder: t('header.search_placeholder'),
    submitLabel: t('header.search_submit'),
  };
}
