import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Spinner,
  normalizeError,
  selectStore,
  useAppSelector,
  useGetCategoriesQuery,
  type Language,
} from '@storefront/shared';
import {
  productFormSchema,
  type AdminProduct,
  type ProductInput,
  type ShopLanguages,
  type VersionConflict,
} from '@storefront/shared/admin';
import { FieldColumns, serverErrorsInForm } from '@storefront/shared/forms';
import { Card } from '@storefront/shared/kit';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetBrandsQuery } from '../../api/products-api';
import { useStaff } from '../access/use-staff';
import { ConflictNotice } from './conflict-notice';
import { CheckboxInput, SelectInput, TextInput } from './form-fields';
import { FORM_FIELDS, formValuesOf, type ProductFormInput } from './form-values';
import { TextFields } from './text-fields';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  fieldset:disabled {
    opacity: 1;
  }
`;

const Plain = styled.fieldset`
  display: contents;
  border: 0;
  margin: 0;
  padding: 0;
`;

const errorsInForm = serverErrorsInForm<ProductFormInput>({
  fields: FORM_FIELDS as unknown as (keyof ProductFormInput)[],
});

export interface ProductFormProps {
  lang: Language;
  languages: ShopLanguages;
  /** The product as read, or null for a new one. */
  product: AdminProduct | null;
  /** How many pictures it has: a product without one cannot be made visible. */
  pictures: number;
  /** Sends the form's values; answers the saved product, or throws the API's refusal. */
  save: (values: ProductInput) => Promise<AdminProduct>;
  /** The product saved: the form shows what was saved. */
  onSaved: (product: AdminProduct) => void;
  /** A save was refused because of a newer version: the page may load it. */
  conflict: VersionConflict | null;
  onConflict: (conflict: VersionConflict | null) => void;
  onLoadLatest: () => Promise<AdminProduct | null>;
}

/**
 * The product form: texts per shop language, slug, category and brand, prices as amounts of the
 * main currency, featured and visibility. A role that may not write products sees it all read
 * only; one that may not change prices, the prices.
 */
export function ProductForm(props: ProductFormProps) {
  const { lang, languages, product, pictures } = props;
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const currency = useAppSelector(selectStore).mainInfo.currencyCode;
  const { data: categories = [] } = useGetCategoriesQuery(lang);
  const { data: brands = [] } = useGetBrandsQuery();
  const schema = useMemo(() => productFormSchema(languages), [languages]);
  const form = useForm<ProductFormInput, unknown, ProductInput>({
    resolver: zodResolver(schema),
    defaultValues: formValuesOf(product, lang),
  });
  const [busy, setBusy] = useState(false);
  const writable = may('products.write');
  const prices = writable && may('prices.write');

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.visible && pictures === 0) {
      form.setError('visible', { message: 'image_required' }, { shouldFocus: true });
      return;
    }
    setBusy(true);
    try {
      const saved = await props.save(values);
      props.onConflict(null);
      form.reset(formValuesOf(saved, lang));
      props.onSaved(saved);
    } catch (error) {
      const refusal = normalizeError(error);
      if (refusal.conflict) props.onConflict(refusal.conflict);
      else if (refusal.code === 'PRODUCT_IMAGE_REQUIRED')
        form.setError('visible', { message: 'image_required' }, { shouldFocus: true });
      else errorsInForm.show(form, error);
    } finally {
      setBusy(false);
    }
  });

  const loadLatest = async () => {
    const latest = await props.onLoadLatest();
    if (!latest) return;
    props.onConflict(null);
    form.reset(formValuesOf(latest, lang));
  };

  return (
    <FormProvider {...form}>
      <Form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('products.form.label')}
        data-testid="product-form"
      >
        {props.conflict && (
          <ConflictNotice
            conflict={props.conflict}
            lang={lang}
            onLoadLatest={() => void loadLatest()}
          />
        )}
        {!writable && <p data-testid="product-read-only">{t('products.form.read_only')}</p>}
        <Plain disabled={!writable}>
          <Card aria-labelledby="product-texts-title">
            <h2 id="product-texts-title">{t('products.form.texts')}</h2>
            <TextFields languages={languages} readOnly={!writable} />
          </Card>
          <Card aria-labelledby="product-details-title">
            <h2 id="product-details-title">{t('products.form.details')}</h2>
            <TextInput
              name="slug"
              label={t('products.fields.slug')}
              hint={t('products.form.slug_hint')}
              autoComplete="off"
              spellCheck={false}
              readOnly={!writable}
              testId="product-slug"
            />
            <FieldColumns>
              <SelectInput
                name="category"
                label={t('products.fields.category')}
                testId="product-category"
              >
                <option value="">{t('products.form.choose')}</option>
                {categories.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </SelectInput>
              <SelectInput name="brand" label={t('products.fields.brand')} testId="product-brand">
                <option value="">{t('products.form.no_brand')}</option>
                {brands.map((brand) => (
                  <option key={brand.slug} value={brand.slug}>
                    {brand.name}
                  </option>
                ))}
              </SelectInput>
            </FieldColumns>
          </Card>
          <Card aria-labelledby="product-prices-title">
            <h2 id="product-prices-title">{t('products.form.prices')}</h2>
            {!prices && writable && <p>{t('products.form.prices_read_only')}</p>}
            <FieldColumns>
              <TextInput
                name="price"
                label={t('products.fields.price_in', { currency })}
                hint={t('products.form.amount_hint')}
                inputMode="decimal"
                autoComplete="off"
                readOnly={!prices}
                testId="product-price"
              />
              <TextInput
                name="salePrice"
                label={t('products.fields.sale_price_in', { currency })}
                hint={t('products.form.sale_price_hint')}
                inputMode="decimal"
                autoComplete="off"
                readOnly={!prices}
                testId="product-sale-price"
              />
            </FieldColumns>
            {product && (
              <p data-testid="product-stock">
                {t('products.form.stock', { count: product.stock })}
              </p>
            )}
          </Card>
          <Card aria-labelledby="product-shop-title">
            <h2 id="product-shop-title">{t('products.form.in_the_shop')}</h2>
            <CheckboxInput
              name="featured"
              label={t('products.fields.featured')}
              testId="product-featured"
            />
            {product ? (
              <CheckboxInput
                name="visible"
                label={t('products.fields.visible')}
                hint={
                  pictures === 0
                    ? t('products.form.visible_needs_picture')
                    : t('products.form.visible_hint')
                }
                testId="product-visible"
              />
            ) : (
              <p>{t('products.form.new_is_hidden')}</p>
            )}
          </Card>
          {writable && (
            <div>
              <Button type="submit" disabled={busy} data-testid="product-save">
                {busy && <Spinner aria-hidden="true" />}
                {product ? t('products.form.save') : t('products.form.create')}
              </Button>
            </div>
          )}
        </Plain>
      </Form>
    </FormProvider>
  );
}
