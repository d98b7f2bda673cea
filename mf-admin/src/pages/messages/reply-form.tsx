import { zodResolver } from '@hookform/resolvers/zod';
import { Button, LANGUAGE_TAGS, Spinner, normalizeError, type Language } from '@storefront/shared';
import {
  CONTACT_REPLY_LIMITS,
  contactReplyTextSchema,
  type ContactReplyText,
  type ContactThread,
  type VersionConflict,
} from '@storefront/shared/admin';
import { Field, TextArea, serverErrorsInForm } from '@storefront/shared/forms';
import { ActionResultOf, Card, useActionResult } from '@storefront/shared/kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MESSAGE_FORM_ERRORS, useReplyToMessageMutation } from '../../api/messages-api';
import { ConflictNotice } from '../../features/products/conflict-notice';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  textarea {
    min-height: 12rem;
  }
`;

const formErrors = serverErrorsInForm<ContactReplyText>({
  ...MESSAGE_FORM_ERRORS,
  fields: ['text'],
});

/**
 * The reply to a message, sent by email from the version of the thread shown. After it is sent
 * the form is empty and `onSent` has the thread; a reply refused over a newer version says who
 * changed the message and keeps the text; a text refused is said beside it, focused.
 */
export function ReplyForm({
  thread,
  lang,
  onSent,
  onLoadLatest,
}: {
  thread: ContactThread;
  lang: Language;
  onSent: (thread: ContactThread) => void;
  /** Reads the thread again; answers whether it could. */
  onLoadLatest: () => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const [send] = useReplyToMessageMutation();
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  const result = useActionResult();
  const form = useForm<ContactReplyText>({
    resolver: zodResolver(contactReplyTextSchema),
    defaultValues: { text: '' },
  });
  const error = form.formState.errors.text?.message;
  const errorText = error
    ? t(`messages.validation.${error}`, { defaultValue: t('messages.validation.invalid') })
    : undefined;

  const onSubmit = form.handleSubmit(async ({ text }) => {
    result.clear();
    const answer = await send({ id: thread.id, text, version: thread.version });
    if (answer.data) {
      setConflict(null);
      form.reset({ text: '' });
      onSent(answer.data);
      return;
    }
    const refusal = normalizeError(answer.error);
    if (refusal.conflict) return setConflict(refusal.conflict);
    if (refusal.fields?.text) return formErrors.show(form, answer.error);
    result.show(t(refusal.status === 429 ? 'messages.too_many' : 'messages.reply_failed'), {
      tone: 'error',
    });
  });

  return (
    <Card as="section" aria-labelledby="reply-heading">
      <h2 id="reply-heading">{t('messages.reply_heading')}</h2>
      <Form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="reply-form">
        <Field
          label={t('messages.reply_label')}
          hint={t('messages.reply_hint', {
            email: thread.email,
            language: t(`messages.languages.${thread.language}`),
          })}
          error={errorText}
        >
          {(ids) => (
            <TextArea
              {...ids}
              {...form.register('text')}
              lang={LANGUAGE_TAGS[thread.language]}
              rows={8}
              maxLength={CONTACT_REPLY_LIMITS.textMax}
              spellCheck
              data-testid="reply-text"
            />
          )}
        </Field>
        {conflict && (
          <ConflictNotice
            conflict={conflict}
            lang={lang}
            title={t('messages.conflict_title')}
            fieldName={(field) =>
              t(`messages.conflict_fields.${field === 'replies' ? 'replies' : 'read'}`)
            }
            kept={t('messages.conflict_kept')}
            loadLabel={t('messages.conflict_load')}
            testId="reply-conflict"
            onLoadLatest={async () => {
              if (!(await onLoadLatest())) return;
              setConflict(null);
              result.show(t('messages.loaded'));
            }}
          />
        )}
        <ActionResultOf state={result} testId="reply-result" />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting} data-testid="reply-send">
            {form.formState.isSubmitting && <Spinner aria-hidden="true" />}
            {t('messages.reply_send')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
