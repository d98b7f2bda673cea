import { zodResolver } from '@hookform/resolvers/zod';
import { Button, LANGUAGES, Spinner, type Language } from '@storefront/shared';
import { PROMOTION_SCOPES, type PromotionTarget } from '@storefront/shared/admin';
import { Field, Select, serverErrorsInForm } from '@storefront/shared/forms';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROMOTION_FORM_ERRORS } from '../../api/discounts-api';
import { DiscountFields } from '../../features/discounts/discount-fields';
import { FieldErrorText } from '../../features/discounts/field-error-text';
import { TextField } from '../../features/discounts/form-fields';
import { useShop } from '../../features/shop/use-shop';
import { CheckLabel, FieldGroup, FormColumn, WholeRow } from '../../features/ui/form-parts';
import { CategoryPicker } from './category-picker';
import { ProductPicker } from './product-picker';
import { nameLanguageOf, promotionFormSchema, type PromotionValues } from './promotion-values';

const formErrors = serverErrorsInForm<PromotionValues>(PROMOTION_FORM_ERRORS);

/**
 * A promotion's form: its names, discount, scope with its products or categories, period and
 * whether it is on. `readOnly` shows it to a role that may not change it. `save` answers the
 * API's refusal, which the form shows beside its fields (or null once saved).
 */
export function PromotionForm({
  lang,
  initial,
  products,
  readOnly,
  save,
  notice,
}: {
  lang: Language;
  initial: PromotionValues;
  /** The products the promotion names already (their names for the picker). */
  products: PromotionTarget[];
  readOnly: boolean;
  save: (values: PromotionValues) => Promise<unknown>;
  /** Said above the button (a save refused over a newer version). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const shop = useShop(lang);
  const nameLanguage = nameLanguageOf(shop.mainLanguage);
  const schema = useMemo(
    () => promotionFormSchema(nameLanguage, shop.zone),
    [nameLanguage, shop.zone],
  );
  const form = useForm<PromotionValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: initial,
  });
  const [chosen, setChosen] = useState(
    () => new Map(products.map((product) => [product.id, product])),
  );
  const scope = useWatch({ control: form.control, name: 'scope' });
  const languages = [nameLanguage, ...LANGUAGES.filter((language) => language !== nameLanguage)];

  const onSubmit = form.handleSubmit(async (values) => {
    const refusal = await save(values);
    if (refusal) formErrors.show(form, refusal);
  });

  return (
    <FormProvider {...form}>
      <FormColumn
        onSubmit={onSubmit}
        noValidate
        data-testid="promotion-form"
        aria-label={t('promotions.form')}
      >
        <fieldset
          disabled={readOnly}
          style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '1.5rem' }}
        >
          <FieldGroup>
            <legend>{t('promotions.names')}</legend>
            {languages.map((language) => (
              <TextField<PromotionValues>
                key={language}
                name={`name.${language}`}
                label={t(
                  language === nameLanguage ? 'promotions.name_main' : 'promotions.name_in',
                  { language: t(`promotions.languages.${language}`) },
                )}
                testId={`promotion-name-${language}`}
              />
            ))}
          </FieldGroup>
          <FieldGroup>
            <legend>{t('discounts.discount')}</legend>
            <DiscountFields currency={shop.currency} testIdPrefix="promotion" />
          </FieldGroup>
          <FieldGroup>
            <legend>{t('promotions.scope')}</legend>
            <Field label={t('promotions.scope_label')} hint={t(`promotions.scope_hints.${scope}`)}>
              {(ids) => (
                <Select {...ids} {...form.register('scope')} data-testid="promotion-scope">
                  {PROMOTION_SCOPES.map((option) => (
                    <option key={option} value={option}>
                      {t(`promotions.scopes.${option}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {scope === 'ORDER' && (
              <TextField<PromotionValues>
                name="minSubtotal"
                inputMode="decimal"
                label={t('promotions.min_subtotal', { currency: shop.currency })}
                testId="promotion-min-subtotal"
              />
            )}
            {scope === 'PRODUCTS' && (
              <WholeRow>
                <Controller
                  control={form.control}
                  name="productIds"
                  render={({ field, fieldState }) => (
                    <ProductPicker
                      lang={lang}
                      label={t('promotions.products')}
                      ids={field.value}
                      chosen={chosen}
                      disabled={readOnly}
                      invalid={Boolean(fieldState.error)}
                      describedBy={fieldState.error ? 'promotion-products-error' : undefined}
                      onChange={(ids, added) => {
                        if (added) setChosen((known) => new Map(known).set(added.id, added));
                        field.onChange(ids);
                      }}
                    />
                  )}
                />
                <FieldErrorText<PromotionValues> name="productIds" id="promotion-products-error" />
              </WholeRow>
            )}
            {scope === 'CATEGORIES' && (
              <WholeRow>
                <Controller
                  control={form.control}
                  name="categoryIds"
                  render={({ field, fieldState }) => (
                    <CategoryPicker
                      lang={lang}
                      legend={t('promotions.categories')}
                      ids={field.value}
                      disabled={readOnly}
                      describedBy={fieldState.error ? 'promotion-categories-error' : undefined}
                      onChange={field.onChange}
                    />
                  )}
                />
                <FieldErrorText<PromotionValues>
                  name="categoryIds"
                  id="promotion-categories-error"
                />
              </WholeRow>
            )}
          </FieldGroup>
          <FieldGroup>
            <legend>{t('promotions.period')}</legend>
            <TextField<PromotionValues>
              name="startsAt"
              type="datetime-local"
              label={t('promotions.starts_at')}
              hint={t('promotions.open_start', { zone: shop.zone })}
              testId="promotion-starts-at"
            />
            <TextField<PromotionValues>
              name="endsAt"
              type="datetime-local"
              label={t('promotions.ends_at')}
              hint={t('promotions.open_end', { zone: shop.zone })}
              testId="promotion-ends-at"
            />
            <WholeRow>
              <CheckLabel>
                <input
                  type="checkbox"
                  {...form.register('active')}
                  data-testid="promotion-active"
                />
                {t('promotions.active')}
              </CheckLabel>
            </WholeRow>
          </FieldGroup>
        </fieldset>
        {notice}
        {!readOnly && (
          <div>
            <Button
              type="submit"
              disabled={form.formState.isSubmitting}
              data-testid="promotion-save"
            >
              {form.formState.isSubmitting && <Spinner aria-hidden="true" />}
              {t('promotions.save')}
            </Button>
          </div>
        )}
      </FormColumn>
    </FormProvider>
  );
}
