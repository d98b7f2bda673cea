import { Button, type Language } from '@storefront/shared';
import { TRANSLATION_KINDS, TRANSLATION_STATES } from '@storefront/shared/admin';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect, SearchFilters } from '../../features/lists/search-filters';

export const TRANSLATION_FILTERS = ['language', 'kind', 'state', 'record'] as const;
export type TranslationFilterKey = (typeof TRANSLATION_FILTERS)[number];
type Values = Record<TranslationFilterKey, string | undefined>;

/** The language, kind and state the list shows, as the address has them. */
export function TranslationFilters({
  values,
  languages,
  onApply,
}: {
  values: Values;
  /** The languages translated into (the shop's other ones). */
  languages: Language[];
  onApply: (values: Partial<Values>) => void;
}) {
  const { t } = useTranslation('admin');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (key: string) => String(data.get(key) ?? '') || undefined;
    onApply({ language: value('language'), kind: value('kind'), state: value('state') });
  };
  const select = (
    key: 'language' | 'kind' | 'state',
    options: readonly string[],
    names: string,
  ) => (
    <FilterSelect
      name={key}
      label={t(`translations.filters.${key}`)}
      value={values[key]}
      options={options.map((option) => ({ value: option, label: t(`${names}.${option}`) }))}
      testId={`translation-filter-${key}`}
    />
  );
  return (
    <SearchFilters values={values} onSubmit={onSubmit}>
      {select('language', languages, 'products.languages')}
      {select('kind', TRANSLATION_KINDS, 'translations.kinds')}
      {select('state', TRANSLATION_STATES, 'translations.states')}
      <Button type="submit" $variant="secondary" data-testid="translation-filter-apply">
        {t('lists.apply')}
      </Button>
    </SearchFilters>
  );
}
