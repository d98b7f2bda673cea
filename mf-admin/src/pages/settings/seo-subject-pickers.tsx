import { useGetCategoriesQuery, type Language } from '@storefront/shared';
import { Field, Input, Select } from '@storefront/shared/forms';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetBrandsQuery } from '../../api/products-api';
import { useGetPreviewProductsQuery } from '../../api/seo-preview-api';

/** A chosen subject's key (a slug), set by its picker; null while there is none to choose. */
interface PickerProps {
  lang: Language;
  testId: string;
  value: string | null;
  onChange: (slug: string | null) => void;
}

/** The first option when the one chosen is not (or no longer) among them. */
function useChoiceAmong(options: { slug: string }[] | undefined, { value, onChange }: PickerProps) {
  useEffect(() => {
    if (!options) return;
    if (!options.some((option) => option.slug === value)) onChange(options[0]?.slug ?? null);
  }, [options, value, onChange]);
}

/** One of a list, by its name in the preview's language. */
function ListPicker({
  label,
  hint,
  options,
  ...props
}: PickerProps & {
  label: string;
  hint?: string;
  options: { slug: string; name: string }[] | undefined;
}) {
  useChoiceAmong(options, props);
  return (
    <Field label={label} hint={hint}>
      {(ids) => (
        <Select
          {...ids}
          value={props.value ?? ''}
          onChange={(event) => props.onChange(event.target.value || null)}
          data-testid={`${props.testId}-subject`}
        >
          {options?.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function CategoryPicker(props: PickerProps) {
  const { t } = useTranslation('admin');
  const { data } = useGetCategoriesQuery(props.lang);
  return <ListPicker {...props} label={t('settings_seo.preview.category')} options={data} />;
}

export function BrandPicker(props: PickerProps) {
  const { t } = useTranslation('admin');
  const { data } = useGetBrandsQuery();
  return <ListPicker {...props} label={t('settings_seo.preview.brand')} options={data} />;
}

/**
 * A product found by words typed (the catalog's search), then chosen from those it found. Enter
 * in the search box searches, and does not save the form.
 */
export function ProductPicker(props: PickerProps) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const q = useDeferredValue(typed.trim());
  const { data } = useGetPreviewProductsQuery({ lang: props.lang, q });
  return (
    <>
      <Field label={t('settings_seo.preview.find_product')}>
        {(ids) => (
          <Input
            {...ids}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            data-testid={`${props.testId}-search`}
          />
        )}
      </Field>
      <ListPicker
        {...props}
        label={t('settings_seo.preview.product')}
        hint={data?.items.length === 0 ? t('settings_seo.preview.no_product') : undefined}
        options={data?.items}
      />
    </>
  );
}
