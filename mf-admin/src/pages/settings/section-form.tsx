import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Spinner, normalizeError, type Language } from '@storefront/shared';
import type { StoreSectionView, VersionConflict } from '@storefront/shared/admin';
import { ActionResultOf, useActionResult } from '@storefront/shared/kit';
import { useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type * as z from 'zod/mini';
import { useStaff } from '../../features/access/use-staff';
import { ConflictNotice } from '../../features/products/conflict-notice';
import { FormColumn } from '../../features/ui/form-parts';

const Parts = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** What a save or a reload of a section answers (an RTK Query trigger's result). */
type Answer<T> = { data?: StoreSectionView<T>; error?: unknown };

/**
 * A section of the store's settings as a form, saved whole from the version it was read at.
 * After a save the focus is on what it did (saved, or what to correct); a save over a newer
 * version says who saved meanwhile, when and what (`fieldName` names a changed field), keeps what
 * was typed, and offers the newer version. A rule only the API checks is said beside its field
 * (`serverFields`: the form's fields the API may refuse as `section.<field>`), the first focused. Its texts are `<texts>.form`, `.save`, `.saved`,
 * `.not_saved`, `.invalid`, `.loaded` and `.conflict_title` of the admin namespace; its test ids
 * start with `testId`.
 */
export function SectionForm<Values extends FieldValues, T>({
  view,
  lang,
  schema,
  valuesOf,
  save,
  reload,
  texts,
  fieldName,
  testId,
  serverFields = [],
  children,
}: {
  view: StoreSectionView<T>;
  lang: Language;
  /** Turns the form's values into the section, by the rules the API applies. */
  schema: z.ZodMiniType<T, Values>;
  valuesOf: (section: T) => Values;
  save: (body: StoreSectionView<T>) => Promise<Answer<T>>;
  reload: () => Promise<Answer<T>>;
  texts: string;
  fieldName: (field: string) => string;
  testId: string;
  serverFields?: readonly Path<Values>[];
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const result = useActionResult();
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  const readOnly = !may('settings.write');
  // The resolver answers what the schema makes of the form (amounts in minor units, say).
  const form = useForm<Values, unknown, T>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: valuesOf(view.section) as DefaultValues<Values>,
  });

  const onSubmit = form.handleSubmit(
    async (section) => {
      result.clear();
      const saved = await save({ section, version: view.version });
      if (saved.data) {
        setConflict(null);
        form.reset(valuesOf(saved.data.section));
        result.show(t(`${texts}.saved`));
        return;
      }
      const refusal = normalizeError(saved.error);
      const beside = serverFields.filter((field) => refusal.fields?.[`section.${field}`]);
      if (refusal.conflict) setConflict(refusal.conflict);
      else if (beside.length > 0) {
        beside.forEach((field, index) =>
          form.setError(
            field,
            { type: 'server', message: refusal.fields![`section.${field}`] },
            { shouldFocus: index === 0 },
          ),
        );
        result.show(t(`${texts}.invalid`), { tone: 'error', focus: false });
      } else result.show(t(`${texts}.not_saved`), { tone: 'error' });
    },
    () => result.show(t(`${texts}.invalid`), { tone: 'error', focus: false }),
  );

  return (
    <FormProvider {...form}>
      <FormColumn
        onSubmit={onSubmit}
        noValidate
        aria-label={t(`${texts}.form`)}
        data-testid={`${testId}-form`}
      >
        <Parts disabled={readOnly}>{children}</Parts>
        {conflict && (
          <ConflictNotice
            conflict={conflict}
            lang={lang}
            title={t(`${texts}.conflict_title`)}
            fieldName={fieldName}
            testId={`${testId}-conflict`}
            onLoadLatest={async () => {
              const fresh = await reload();
              if (!fresh.data) return;
              setConflict(null);
              form.reset(valuesOf(fresh.data.section));
              result.show(t(`${texts}.loaded`));
            }}
          />
        )}
        <ActionResultOf state={result} testId={`${testId}-result`} />
        {!readOnly && (
          <div>
            <Button
              type="submit"
              disabled={form.formState.isSubmitting}
              data-testid={`${testId}-save`}
            >
              {form.formState.isSubmitting && <Spinner aria-hidden="true" />}
              {t(`${texts}.save`)}
            </Button>
          </div>
        )}
      </FormColumn>
    </FormProvider>
  );
}
