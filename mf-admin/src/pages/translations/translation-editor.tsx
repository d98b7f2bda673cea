import { Button, LANGUAGE_TAGS, normalizeError, type Language } from '@storefront/shared';
import {
  translationSaveSchema,
  type TranslationItem,
  type TranslationPage,
  type TranslationTextSave,
} from '@storefront/shared/admin';
import { Field, TextArea } from '@storefront/shared/forms';
import type { ActionResultState } from '@storefront/shared/kit';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSaveTranslationsMutation } from '../../api/translations-api';
import { Badge } from '../../features/products/data-table';
import { DraftBox } from './draft-box';
import { fieldLabel, itemKey, recordLabel } from './item-labels';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Text = styled.fieldset`
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  display: grid;
  gap: 0.75rem 1.5rem;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    padding: 0 0.25rem;
    font-weight: 700;
  }
`;

const Source = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  > span {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Confirm = styled.label`
  grid-column: 1 / -1;
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;

const Actions = styled.div`
  display: flex;
  gap: 1rem;
  align-items: center;
  flex-wrap: wrap;
`;

/** The body of a save: what a text is saved over (a product's version, else the text read). */
function saveOf(item: TranslationItem, text: string): TranslationTextSave {
  const base = { id: item.id, field: item.field, language: item.language, text };
  if (item.kind === 'product')
    return { ...base, kind: 'product', field: item.field as 'name', version: item.version ?? 1 };
  if (item.kind === 'category')
    return { ...base, kind: 'category', field: item.field as 'name', was: item.text };
  return { ...base, kind: 'store', was: item.text };
}

/** The message key of an error beside a text (`texts.3.was` → `text_changed`). */
function itemErrors(fields: Record<string, string>, sent: TranslationItem[]) {
  const errors: Record<string, string> = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const index = /^texts\.(\d+)(\.|$)/.exec(path);
    const item = index ? sent[Number(index[1])] : undefined;
    if (item) errors[itemKey(item)] = message;
    else others.push(message);
  }
  return { errors, others };
}

/**
 * The texts of the list's page, each its main-language source beside a field in its language:
 * those changed (and the outdated ones marked still right) are saved together, all or none. What
 * the save did is said in the page's result, which takes the focus.
 */
export function TranslationEditor({
  page,
  result,
}: {
  page: TranslationPage;
  result: ActionResultState;
}) {
  const { t } = useTranslation('admin');
  const [save, saving] = useSaveTranslationsMutation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [confirmed, setConfirmed] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A draft used is the field's text: the focus goes there, to read or change it.
  const fields = useRef(new Map<string, HTMLTextAreaElement>());
  const main = page.languages.main;
  const mainName = t(`products.languages.${main}`);
  const valueOf = (item: TranslationItem) => values[itemKey(item)] ?? item.text;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = page.items.filter(
      (item) => valueOf(item).trim() !== item.text || confirmed.has(itemKey(item)),
    );
    if (sent.length === 0) {
      result.show(t('translations.editor.nothing_changed'), { tone: 'error' });
      return;
    }
    const body = { texts: sent.map((item) => saveOf(item, valueOf(item))) };
    const checked = translationSaveSchema.safeParse(body);
    if (!checked.success) {
      const fields = Object.fromEntries(
        checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
      );
      setErrors(itemErrors(fields, sent).errors);
      result.show(t('translations.editor.refused'), { tone: 'error' });
      return;
    }
    setErrors({});
    try {
      const saved = await save(checked.data).unwrap();
      const keys = new Set(sent.map(itemKey));
      setValues((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !keys.has(key))),
      );
      setConfirmed(new Set());
      result.show(t('translations.editor.saved', { count: saved.saved }));
    } catch (error) {
      const refusal = normalizeError(error);
      const { errors: beside, others } = itemErrors(refusal.fields ?? {}, sent);
      setErrors(beside);
      if (refusal.conflict)
        result.show(
          t('translations.editor.conflict', {
            email: refusal.conflict.changedBy?.email ?? t('translations.editor.someone'),
          }),
          { tone: 'error' },
        );
      else if (others.length > 0)
        result.show(others.map((message) => t(`translations.editor.errors.${message}`)).join(' '), {
          tone: 'error',
        });
      else if (Object.keys(beside).length > 0)
        result.show(t('translations.editor.refused'), { tone: 'error' });
      else result.show(t('translations.editor.failed'), { tone: 'error' });
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label={t('translations.editor.label')} noValidate>
      <List>
        {page.items.map((item) => {
          const key = itemKey(item);
          const language = item.language as Language;
          const languageName = t(`products.languages.${language}`);
          const error = errors[key];
          return (
            <li key={key} data-testid="translation-item" data-key={key}>
              <Text>
                <legend>
                  {recordLabel(t, item)}, {fieldLabel(t, item)}
                  <Badge $tone={item.state === 'missing' ? 'warning' : 'muted'}>
                    {t(`translations.states.${item.state}`)}
                  </Badge>
                </legend>
                <Source>
                  <span>{t('translations.editor.source', { language: mainName })}</span>
                  <p lang={LANGUAGE_TAGS[main]}>{item.source}</p>
                </Source>
                <Field
                  label={t('translations.editor.text_in', { language: languageName })}
                  error={error ? t(`translations.editor.errors.${error}`) : undefined}
                >
                  {(ids) => (
                    <TextArea
                      {...ids}
                      ref={(element) => {
                        if (element) fields.current.set(key, element);
                        else fields.current.delete(key);
                      }}
                      lang={LANGUAGE_TAGS[language]}
                      rows={item.field === 'description' || item.source.length > 80 ? 5 : 2}
                      value={valueOf(item)}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setValues((current) => ({ ...current, [key]: value }));
                      }}
                      data-testid={`translation-text-${key}`}
                    />
                  )}
                </Field>
                {item.draft && (
                  <DraftBox
                    item={{ ...item, draft: item.draft }}
                    testKey={key}
                    onUse={(text) => {
                      setValues((current) => ({ ...current, [key]: text }));
                      fields.current.get(key)?.focus();
                    }}
                  />
                )}
                {item.state === 'outdated' && (
                  <Confirm>
                    <input
                      type="checkbox"
                      checked={confirmed.has(key)}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setConfirmed((current) => {
                          const next = new Set(current);
                          if (checked) next.add(key);
                          else next.delete(key);
                          return next;
                        });
                      }}
                      data-testid={`translation-confirm-${key}`}
                    />
                    {t('translations.editor.still_right')}
                  </Confirm>
                )}
              </Text>
            </li>
          );
        })}
      </List>
      <Actions>
        <Button type="submit" disabled={saving.isLoading} data-testid="translation-save">
          {t('translations.editor.save')}
        </Button>
      </Actions>
    </form>
  );
}
