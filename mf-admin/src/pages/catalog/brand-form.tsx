import {
  COUNTRY_CODES,
  LANGUAGE_LOCALES,
  type CountryCode,
  type Language,
} from '@storefront/shared';
import {
  CATALOG_LIMITS,
  brandInputSchema,
  type AdminBrand,
  type BrandInput,
} from '@storefront/shared/admin';
import { Field, Select } from '@storefront/shared/forms';
import { Card } from '@storefront/shared/kit';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { TextField, useFieldError } from '../../features/discounts/form-fields';
import { RecordDetails } from './catalog-fields';
import { RecordForm } from './record-form';

/** The brand form's values: "not said" is an empty country. */
type BrandValues = Omit<BrandInput, 'country'> & { country: string };

const valuesOf = (brand: AdminBrand | null): BrandValues => ({
  slug: brand?.slug ?? '',
  name: brand?.name ?? '',
  country: brand?.country ?? '',
  position: brand?.position ?? 0,
  hidden: brand?.hidden ?? false,
});

/** The API's rules, with "not said" as an empty choice. */
const schema = z.pipe(
  z.object({ ...brandInputSchema.def.shape, country: z.string() }),
  z.transform((values) => ({ ...values, country: (values.country || null) as CountryCode | null })),
);

function CountryField() {
  const { t, i18n } = useTranslation('admin');
  const { register } = useFormContext<BrandValues>();
  const error = useFieldError<BrandValues>('country');
  const names = useMemo(() => {
    const display = new Intl.DisplayNames([LANGUAGE_LOCALES[i18n.language as Language] ?? 'en'], {
      type: 'region',
    });
    return COUNTRY_CODES.map((code) => ({ code, name: display.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, i18n.language),
    );
  }, [i18n.language]);
  return (
    <Field label={t('catalog.fields.country')} error={error}>
      {(ids) => (
        <Select {...ids} data-testid="brand-country" {...register('country')}>
          <option value="">{t('catalog.fields.no_country')}</option>
          {names.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** A brand's form: its one name (a trademark, alike in every language), country, slug, order, visibility. */
export function BrandForm({
  lang,
  brand,
  save,
  onSaved,
  reload,
}: {
  lang: Language;
  brand: AdminBrand | null;
  save: (input: BrandInput) => Promise<AdminBrand>;
  onSaved: (saved: AdminBrand) => void;
  reload?: () => Promise<AdminBrand | null>;
}) {
  const { t } = useTranslation('admin');
  return (
    <RecordForm
      lang={lang}
      label={t('catalog.form.brand_label')}
      testId="brand"
      schema={schema}
      values={valuesOf(brand)}
      valuesOf={valuesOf}
      save={save}
      onSaved={onSaved}
      reload={reload}
      conflictTitle={t('catalog.form.brand_conflict')}
      fields={['slug', 'name', 'country', 'position']}
      submitLabel={brand ? t('catalog.form.save') : t('catalog.form.create_brand')}
      savedText={brand ? t('catalog.form.saved') : t('catalog.form.created')}
    >
      <Card aria-labelledby="brand-details-title">
        <h2 id="brand-details-title">{t('catalog.form.details')}</h2>
        <TextField<BrandValues>
          name="name"
          label={t('catalog.fields.brand_name')}
          hint={t('catalog.form.brand_name_hint')}
          maxLength={CATALOG_LIMITS.nameMax}
          testId="brand-name"
        />
        <CountryField />
        <RecordDetails testId="brand" hiddenHint={t('catalog.form.brand_hidden_hint')} />
        {brand && <p>{t('catalog.form.products', { count: brand.productCount })}</p>}
      </Card>
    </RecordForm>
  );
}
