import { Button, LANGUAGE_TAGS, normalizeError, type Language } from '@storefront/shared';
import type { TranslationItem, TranslationPage } from '@storefront/shared/admin';
import { Field, Select } from '@storefront/shared/forms';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useGetMachineTranslationQuery,
  useMachineTranslateMutation,
} from '../../api/machine-translation-api';
import { AdminDialog, DialogButtons, DialogForm } from '../../features/dialog/admin-dialog';
import { fieldLabel, itemKey, recordLabel } from './item-labels';

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }
`;

const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/**
 * Staff choose a language and the listed texts to translate into it; the texts are sent to the
 * shop's endpoint (named here) and come back as drafts beside them. A refusal (no endpoint, no
 * key, a failing service) is said in the dialog, which stays open; success closes it and is told
 * on the page.
 */
export function MachineTranslateDialog({
  page,
  language: filtered,
  onDone,
  focusAfterClose,
}: {
  page: TranslationPage;
  /** The list's language filter, if any: the dialog's first choice. */
  language?: Language;
  onDone: (count: number) => void;
  focusAfterClose: () => HTMLElement | null;
}) {
  const { t } = useTranslation('admin');
  const languages = Object.keys(page.counts) as Language[];
  const [open, setOpen] = useState(false);
  // The list's language, else that of its first text: the dialog opens on texts to translate.
  const [language, setLanguage] = useState<Language>(
    filtered ?? page.items[0]?.language ?? languages[0]!,
  );
  const [unchecked, setUnchecked] = useState<Set<string>>(new Set());
  // What was refused, and a count of the refusals: each, the same again too, takes the focus.
  const [refusal, setRefused] = useState<{ text: string; time: number } | null>(null);
  const setRefusal = (text: string | null) =>
    setRefused((previous) => (text ? { text, time: (previous?.time ?? 0) + 1 } : null));
  const refusalRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);
  const settings = useGetMachineTranslationQuery(undefined, { skip: !open });
  const [translate, translating] = useMachineTranslateMutation();
  const items = page.items.filter((item) => item.language === language);
  const chosen = items.filter((item) => !unchecked.has(itemKey(item)));

  const close = () => {
    setOpen(false);
    setRefusal(null);
    setUnchecked(new Set());
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setRefusal(t('machine.translate.none_chosen'));
      return;
    }
    const texts = chosen.map((item: TranslationItem) => ({
      kind: item.kind,
      id: item.id,
      field: item.field,
    })) as Parameters<typeof translate>[0]['texts'];
    const answer = await translate({ language, texts });
    if (answer.data) {
      close();
      onDone(answer.data.drafts.length);
      return;
    }
    const { code } = normalizeError(answer.error);
    setRefusal(t(`server_error:${code}`));
  };
  const where = settings.data?.endpoint
    ? t('machine.sent.to', { endpoint: settings.data.endpoint, model: settings.data.model })
    : settings.data
      ? t('machine.sent.nowhere')
      : '';

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={t('machine.translate.title')}
      description={t('machine.translate.text')}
      testId="machine-translate-dialog"
      focusAfterClose={focusAfterClose}
      trigger={
        <Button type="button" $variant="secondary" data-testid="machine-translate">
          {t('machine.translate.open')}
        </Button>
      }
    >
      <DialogForm onSubmit={onSubmit} noValidate data-testid="machine-translate-form">
        <Field label={t('machine.translate.language')}>
          {(ids) => (
            <Select
              {...ids}
              value={language}
              onChange={(event) => {
                setLanguage(event.currentTarget.value as Language);
                setRefusal(null);
              }}
              data-testid="machine-translate-language"
            >
              {languages.map((option) => (
                <option key={option} value={option} lang={LANGUAGE_TAGS[option]}>
                  {t(`products.languages.${option}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Choices>
          <legend>{t('machine.translate.texts', { count: items.length })}</legend>
          {items.length === 0 && <p>{t('machine.translate.none_listed')}</p>}
          {items.map((item) => {
            const key = itemKey(item);
            return (
              <label key={key}>
                <input
                  type="checkbox"
                  checked={!unchecked.has(key)}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setUnchecked((current) => {
                      const next = new Set(current);
                      if (checked) next.delete(key);
                      else next.add(key);
                      return next;
                    });
                  }}
                  data-testid={`machine-translate-text-${key}`}
                />
                <span>
                  {recordLabel(t, item)}, {fieldLabel(t, item)}
                </span>
              </label>
            );
          })}
        </Choices>
        <p data-testid="machine-translate-where">{where}</p>
        {refusal && (
          <Refusal
            role="alert"
            tabIndex={-1}
            ref={refusalRef}
            data-testid="machine-translate-refusal"
          >
            {refusal.text}
          </Refusal>
        )}
        <DialogButtons
          submitLabel={t('machine.translate.submit', { count: chosen.length })}
          busy={translating.isLoading}
          onCancel={close}
          testId="machine-translate-submit"
        />
      </DialogForm>
    </AdminDialog>
  );
}
