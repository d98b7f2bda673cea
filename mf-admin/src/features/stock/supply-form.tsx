import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Spinner, normalizeError, type Language } from '@storefront/shared';
import type { Supply, SupplyDraftInput } from '@storefront/shared/admin';
import { Field, Input, TextArea } from '@storefront/shared/forms';
import { Card } from '@storefront/shared/kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SupplyLines } from './supply-lines';
import {
  formValuesOf,
  supplyFormSchema,
  toSupplyInput,
  type SupplyFormValues,
} from './supply-form-schema';
import { useStockFieldError } from './use-stock-field-error';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const Refusal = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
  }
`;

function SupplierField() {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<SupplyFormValues>();
  const error = useStockFieldError<SupplyFormValues>('supplier');
  return (
    <Field label={t('supplies.form.supplier')} error={error}>
      {(ids) => (
        <Input
          {...ids}
          autoComplete="organization"
          data-testid="supplier"
          {...register('supplier')}
        />
      )}
    </Field>
  );
}

function NoteField() {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<SupplyFormValues>();
  const error = useStockFieldError<SupplyFormValues>('note');
  return (
    <Field label={t('supplies.form.note')} hint={t('supplies.form.note_hint')} error={error}>
      {(ids) => <TextArea {...ids} rows={3} data-testid="supply-note" {...register('note')} />}
    </Field>
  );
}

/**
 * Saves the form: a new delivery, or the draft from the version the form was read at. Answers
 * the delivery saved, or the refusal.
 */
export type SupplySave = (
  input: SupplyDraftInput,
  version: number | undefined,
) => Promise<{ data: Supply } | { error: unknown }>;

interface SupplyFormProps {
  lang: Language;
  /** The draft as stored, when it is one being changed; a new delivery otherwise. */
  supply?: Supply;
  save: SupplySave;
  saving: boolean;
  onSaved: (supply: Supply) => void;
  /** Asks for the draft again, after a save refused because it changed meanwhile. */
  reload?: () => Promise<Supply | undefined>;
  /**
   * What follows the form (a draft's receipt): given whether it holds unsaved changes, and the
   * version of the draft it shows.
   */
  after?: (state: { dirty: boolean; version: number | undefined }) => ReactNode;
}

/**
 * A delivery's draft: supplier, note and lines. Checked with the shared limits before it is sent;
 * a save over a newer version of the draft is refused by the API, which the form says, keeping
 * what was typed until the staff member loads the saved version.
 */
export function SupplyForm({
  lang,
  supply,
  save,
  saving,
  onSaved,
  reload,
  after,
}: SupplyFormProps) {
  const { t } = useTranslation('admin');
  const [stale, setStale] = useState(false);
  // The version the form shows: what a save (or a receipt) claims to change, whatever a refetch
  // of the draft has brought meanwhile, so a newer version is never overwritten unseen.
  const [readVersion, setReadVersion] = useState(supply?.version);
  const [reloads, setReloads] = useState(0);
  const refusal = useRef<HTMLDivElement>(null);
  const form = useForm<SupplyFormValues>({
    resolver: zodResolver(supplyFormSchema),
    defaultValues: formValuesOf(supply),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await save(toSupplyInput(supplyFormSchema.parse(values)), readVersion);
    if ('error' in result) {
      if (normalizeError(result.error).code === 'ENTITY_ACTION_NOT_ALLOWED') setStale(true);
      return;
    }
    setStale(false);
    setReadVersion(result.data.version);
    form.reset(formValuesOf(result.data));
    onSaved(result.data);
  });

  // A refusal is read out, and the focus goes where it can be acted on.
  useEffect(() => {
    if (stale) refusal.current?.focus();
  }, [stale]);

  const loadSaved = async () => {
    const saved = await reload?.();
    if (!saved) return;
    form.reset(formValuesOf(saved));
    setReadVersion(saved.version);
    setStale(false);
    setReloads((count) => count + 1);
  };

  // Once the saved version shows, the focus goes to its first field (the button is gone).
  useEffect(() => {
    if (reloads > 0) form.setFocus('supplier');
  }, [reloads, form]);

  return (
    <FormProvider {...form}>
      <Form onSubmit={onSubmit} noValidate aria-label={t('supplies.form.label')}>
        <Card aria-labelledby="supply-details">
          <h2 id="supply-details">{t('supplies.form.details')}</h2>
          <SupplierField />
          <NoteField />
        </Card>
        <Card aria-labelledby="supply-lines-title">
          <h2 id="supply-lines-title">{t('supplies.form.lines')}</h2>
          <SupplyLines lang={lang} />
        </Card>
        {stale && (
          <Refusal ref={refusal} tabIndex={-1} role="alert" data-testid="supply-stale">
            <p>{t('supplies.form.stale')}</p>
            <Button type="button" $variant="ghost" onClick={() => void loadSaved()}>
              {t('supplies.form.load_saved')}
            </Button>
          </Refusal>
        )}
        <div>
          <Button type="submit" disabled={saving} data-testid="supply-save">
            {saving && <Spinner aria-hidden="true" />}
            {t(supply ? 'supplies.form.save' : 'supplies.form.create')}
          </Button>
        </div>
      </Form>
      {after?.({ dirty: form.formState.isDirty, version: readVersion })}
    </FormProvider>
  );
}
