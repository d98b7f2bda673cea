import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Spinner, normalizeError, type Language } from '@storefront/shared';
import type { VersionConflict } from '@storefront/shared/admin';
import { serverErrorsInForm } from '@storefront/shared/forms';
import { ActionResultOf, useActionResult } from '@storefront/shared/kit';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useStaff } from '../../features/access/use-staff';
import { ConflictNotice } from '../../features/products/conflict-notice';
import { FormColumn, PlainFieldset } from '../../features/ui/form-parts';

/** What a changed field is called in a conflict's notice: `name.ua` as "Name (Ukrainian)". */
function useChangedField() {
  const { t, i18n } = useTranslation('admin');
  return (field: string) => {
    const [key, language] = field.split('.');
    const named = i18n.exists(`catalog.changed.${key}`, { ns: 'admin' });
    const name = t(`catalog.changed.${named ? key : 'other'}`);
    return language ? `${name} (${t(`products.languages.${language}`)})` : name;
  };
}

/**
 * The form of a category or a brand, new or read at a version. After a save the focus is on
 * what it did (saved, or the first field to correct); a save over a newer version says who saved
 * meanwhile, when and what, keeps what was typed, and offers the newer version. Read only for a
 * role that may not write products.
 */
export function RecordForm<Values extends FieldValues, Output, Saved>(props: {
  lang: Language;
  label: string;
  testId: string;
  schema: z.ZodMiniType<Output, Values>;
  values: Values;
  /** The form's values of a saved record. */
  valuesOf: (saved: Saved) => Values;
  /** Sends the form's output; answers the saved record or throws the API's refusal. */
  save: (output: Output) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  /** The record read again, for a conflict (absent for a new record). */
  reload?: () => Promise<Saved | null>;
  conflictTitle: string;
  /** The fields the API's refusals are shown beside. */
  fields: readonly string[];
  submitLabel: string;
  savedText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const fieldName = useChangedField();
  const result = useActionResult();
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  const readOnly = !may('products.write');
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(props.schema as never) as never,
    defaultValues: props.values as DefaultValues<Values>,
  });
  const errorsInForm = serverErrorsInForm<Values>({ fields: props.fields as never });

  const onSubmit = form.handleSubmit(
    async (output) => {
      result.clear();
      try {
        const saved = await props.save(output);
        setConflict(null);
        form.reset(props.valuesOf(saved));
        result.show(props.savedText);
        props.onSaved(saved);
      } catch (error) {
        const refusal = normalizeError(error);
        if (refusal.conflict) setConflict(refusal.conflict);
        else if (refusal.fields && Object.keys(refusal.fields).length > 0)
          errorsInForm.show(form, error);
        else result.show(t('catalog.form.not_saved'), { tone: 'error' });
      }
    },
    () => result.show(t('catalog.form.invalid'), { tone: 'error', focus: false }),
  );

  return (
    <FormProvider {...form}>
      <FormColumn
        onSubmit={onSubmit}
        noValidate
        aria-label={props.label}
        data-testid={`${props.testId}-form`}
      >
        {readOnly && <p data-testid={`${props.testId}-read-only`}>{t('catalog.form.read_only')}</p>}
        <PlainFieldset disabled={readOnly}>{props.children}</PlainFieldset>
        {conflict && props.reload && (
          <ConflictNotice
            conflict={conflict}
            lang={props.lang}
            title={props.conflictTitle}
            fieldName={fieldName}
            testId={`${props.testId}-conflict`}
            onLoadLatest={async () => {
              const latest = await props.reload!();
              if (!latest) return;
              setConflict(null);
              form.reset(props.valuesOf(latest));
              result.show(t('catalog.form.loaded'));
            }}
          />
        )}
        <ActionResultOf state={result} testId={`${props.testId}-result`} />
        {!readOnly && (
          <div>
            <Button
              type="submit"
              disabled={form.formState.isSubmitting}
              data-testid={`${props.testId}-save`}
            >
              {form.formState.isSubmitting && <Spinner aria-hidden="true" />}
              {props.submitLabel}
            </Button>
          </div>
        )}
      </FormColumn>
    </FormProvider>
  );
}
