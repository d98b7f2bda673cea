import { CATALOG_LIMITS } from '@storefront/shared/admin';
import { Field, Input, TextArea } from '@storefront/shared/forms';
import { useId } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField, useFieldError } from '../../features/discounts/form-fields';
import { CheckBox } from '../../features/products/form-fields';

/*
 * The fields a category's and a brand's forms share: the slug, the order, being hidden; and a
 * longer text. Their errors are the admin namespace's `validation` texts.
 */

/** The fields every catalog record has. */
export interface CatalogRecordValues extends FieldValues {
  slug: string;
  position: number;
  hidden: boolean;
}

/** A longer text of the surrounding form (a description). */
export function TextAreaField<T extends FieldValues>({
  name,
  label,
  lang,
  testId,
}: {
  name: Path<T>;
  label: string;
  lang?: string;
  testId?: string;
}) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>(name);
  return (
    <Field label={label} error={error}>
      {(ids) => (
        <TextArea
          {...ids}
          rows={3}
          lang={lang}
          maxLength={CATALOG_LIMITS.descriptionMax}
          data-testid={testId}
          {...register(name)}
        />
      )}
    </Field>
  );
}

/** The address name, the order and the visibility of a category or a brand. */
export function RecordDetails({ testId, hiddenHint }: { testId: string; hiddenHint: string }) {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<CatalogRecordValues>();
  const positionError = useFieldError<CatalogRecordValues>('position');
  const hintId = useId();
  return (
    <>
      <TextField<CatalogRecordValues>
        name="slug"
        label={t('catalog.fields.slug')}
        hint={t('catalog.form.slug_hint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={CATALOG_LIMITS.slugMax}
        testId={`${testId}-slug`}
      />
      <Field
        label={t('catalog.fields.position')}
        hint={t('catalog.form.position_hint')}
        error={positionError}
      >
        {(ids) => (
          <Input
            {...ids}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            data-testid={`${testId}-position`}
            {...register('position', { valueAsNumber: true })}
          />
        )}
      </Field>
      <CheckBox>
        <label>
          <input
            type="checkbox"
            aria-describedby={hintId}
            data-testid={`${testId}-hidden`}
            {...register('hidden')}
          />
          {t('catalog.fields.hidden')}
        </label>
        <p className="hint" id={hintId}>
          {hiddenHint}
        </p>
      </CheckBox>
    </>
  );
}
