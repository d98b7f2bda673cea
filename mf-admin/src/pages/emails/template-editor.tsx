import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Spinner, normalizeError, type Language } from '@storefront/shared';
import {
  ORDER_EMAIL_KINDS,
  emailTemplateTextsSchema,
  placeholderOf,
  templateProblems,
  type EmailPreview,
  type EmailTemplateKind,
  type EmailTemplateTexts,
  type EmailTemplateView,
} from '@storefront/shared/admin';
import { Field, Input, TextArea, serverErrorsInForm } from '@storefront/shared/forms';
import { ActionResultOf, Card, useActionResult } from '@storefront/shared/kit';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  TEMPLATE_FORM_ERRORS,
  useGetEmailTemplateQuery,
  usePreviewEmailTemplateMutation,
  useResetEmailTemplateMutation,
  useSaveEmailTemplateMutation,
  useSendTestEmailMutation,
} from '../../api/emails-api';
import { useStaff } from '../../features/access/use-staff';
import { TextField, useFieldError } from '../../features/discounts/form-fields';
import { ConfirmDialog } from '../../features/stock/confirm-dialog';
import { useShop } from '../../features/shop/use-shop';
import { TemplatePreview } from './template-preview';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: minmax(0, 2fr) minmax(14rem, 1fr);
  @media (max-width: 60rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  textarea {
    min-height: 22rem;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.875rem;
  }
`;

const Variables = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
  }
  code {
    font-size: 0.875rem;
  }
`;

const Tag = styled.span<{ $missing?: boolean }>`
  font-size: 0.8125rem;
  color: ${({ theme, $missing }) => ($missing ? theme.colors.error : theme.colors.textMuted)};
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
`;

/** A save refused over a newer version: said in the page's error color, focused as it comes. */
const Conflict = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem;
  border: 2px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
  }
`;

const RESULT_ID = 'email-result-message';

const formErrors = serverErrorsInForm<EmailTemplateTexts>({
  ...TEMPLATE_FORM_ERRORS,
  fields: ['subject', 'body'],
});

type Refusal = NonNullable<ReturnType<typeof normalizeError>['conflict']>;

/** The body's field, its error under it (a variable missing, as the API says too). */
function BodyField({ textarea }: { textarea: (element: HTMLTextAreaElement | null) => void }) {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<EmailTemplateTexts>();
  const error = useFieldError<EmailTemplateTexts>('body');
  const { ref, ...field } = register('body');
  return (
    <Field label={t('emails.body')} hint={t('emails.body_hint')} error={error}>
      {(ids) => (
        <TextArea
          {...ids}
          {...field}
          ref={(element) => {
            ref(element);
            textarea(element);
          }}
          rows={18}
          spellCheck
          data-testid="email-body"
        />
      )}
    </Field>
  );
}

/**
 * One email template's editor: its subject and body, the variables it offers (each inserted where
 * the cursor is), a preview with a real order, a test sent to oneself, a reset to the shop's
 * default. A save carries the version it was read at; one over a newer version says who saved
 * meanwhile and offers theirs. Each action's result is said where the focus goes.
 */
export function TemplateEditor({
  template,
  lang,
}: {
  template: EmailTemplateView;
  lang: Language;
}) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const shop = useShop(lang);
  const [shown, setShown] = useState(template);
  const [conflict, setConflict] = useState<Refusal | null>(null);
  const [preview, setPreview] = useState<EmailPreview | null>(null);
  const [orderNumber, setOrderNumber] = useState('');
  const [confirming, setConfirming] = useState(false);
  const result = useActionResult();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const resetDone = useRef(false);
  const body = useRef<HTMLTextAreaElement | null>(null);
  const key = { kind: shown.kind, language: shown.language };
  const refetch = useGetEmailTemplateQuery(key).refetch;
  const [save] = useSaveEmailTemplateMutation();
  const [reset] = useResetEmailTemplateMutation();
  const [renderPreview, previewing] = usePreviewEmailTemplateMutation();
  const [sendTest, testing] = useSendTestEmailMutation();
  const writable = may('emails.write');
  const kind = shown.kind as EmailTemplateKind;
  const forOrder = ORDER_EMAIL_KINDS.includes(kind);

  const form = useForm<EmailTemplateTexts>({
    resolver: zodResolver(emailTemplateTextsSchema),
    defaultValues: { subject: shown.subject, body: shown.body },
  });
  const texts = useWatch({ control: form.control }) as EmailTemplateTexts;
  const missing = new Set(
    templateProblems(kind, { subject: texts.subject ?? '', body: texts.body ?? '' }).missing,
  );

  /** Replaces what the form shows with the template as the API has it now. */
  const showTemplate = (next: EmailTemplateView) => {
    setShown(next);
    setConflict(null);
    form.reset({ subject: next.subject, body: next.body });
  };

  /** A refusal the editor says itself: in the result, the fields marked, the focus on it. */
  const refused = (error: unknown) => {
    const refusal = normalizeError(error);
    if (refusal.conflict) {
      setConflict(refusal.conflict);
      result.clear();
      requestAnimationFrame(() => notice.current?.focus());
      return;
    }
    formErrors.show(form, error);
    result.show(t(`server_error:${refusal.code}`), { tone: 'error' });
  };

  const insert = (name: string) => {
    const area = body.current;
    const value = form.getValues('body');
    const at = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? at;
    const placeholder = placeholderOf(name);
    form.setValue('body', value.slice(0, at) + placeholder + value.slice(end), {
      shouldDirty: true,
    });
    // Back in the body, the cursor after what was inserted.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + placeholder.length, at + placeholder.length);
    });
  };

  const draft = () => {
    const number = orderNumber.trim();
    return {
      ...key,
      ...form.getValues(),
      ...(forOrder && /^\d+$/.test(number) ? { orderNumber: Number(number) } : {}),
    };
  };

  const saveTexts = async (values: EmailTemplateTexts) => {
    const answer = await save({ ...key, ...values, version: shown.version });
    if (answer.error) return refused(answer.error);
    showTemplate(answer.data);
    result.show(t('emails.saved'));
  };

  const showPreview = async () => {
    const answer = await renderPreview(draft());
    if (answer.error) return refused(answer.error);
    result.clear();
    setPreview(answer.data);
    requestAnimationFrame(() => previewHeading.current?.focus());
  };

  const test = async () => {
    const answer = await sendTest(draft());
    if (answer.error) return refused(answer.error);
    result.show(t('emails.test_sent', { email: answer.data.recipient }));
  };

  return (
    <FormProvider {...form}>
      <Form
        onSubmit={(event) => void form.handleSubmit(saveTexts)(event)}
        noValidate
        aria-label={t('emails.editor')}
        data-testid="email-template-form"
      >
        <Texts>
          <p data-testid="email-template-state">
            {shown.overridden
              ? t('emails.state_saved', {
                  who: shown.updatedBy ?? t('emails.someone'),
                  when: shown.updatedAt ? shop.dateTime(shown.updatedAt) : '',
                })
              : t('emails.state_default')}
          </p>
          <fieldset disabled={!writable} style={{ border: 0, padding: 0, margin: 0 }}>
            <Texts>
              <TextField<EmailTemplateTexts>
                name="subject"
                label={t('emails.subject')}
                testId="email-subject"
              />
              <BodyField textarea={(element) => (body.current = element)} />
            </Texts>
          </fieldset>
        </Texts>
        <Card as="section" aria-labelledby="email-variables-title">
          <h2 id="email-variables-title">{t('emails.variables')}</h2>
          <p>{t('emails.variables_hint')}</p>
          <Variables data-testid="email-variables">
            {shown.variables.map((variable) => (
              <li key={variable.name}>
                <code>{placeholderOf(variable.name)}</code>
                {variable.required && (
                  <Tag
                    $missing={missing.has(variable.name)}
                    data-testid={missing.has(variable.name) ? 'email-variable-missing' : undefined}
                  >
                    {missing.has(variable.name) ? t('emails.missing') : t('emails.required')}
                  </Tag>
                )}
                {writable && (
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={() => insert(variable.name)}
                    aria-label={t('emails.insert', { variable: placeholderOf(variable.name) })}
                    data-testid={`email-insert-${variable.name}`}
                  >
                    {t('emails.insert_short')}
                  </Button>
                )}
                <Tag>{t(`emails.variable_names.${variable.name}`)}</Tag>
              </li>
            ))}
          </Variables>
        </Card>
        {conflict && (
          <Conflict ref={notice} tabIndex={-1} role="alert" data-testid="email-template-conflict">
            <p>
              {t('emails.conflict', {
                who: conflict.changedBy?.email ?? t('emails.someone'),
                when: conflict.changedAt ? shop.dateTime(conflict.changedAt) : '',
              })}
            </p>
            <p>{t('emails.conflict_kept')}</p>
            <div>
              <Button
                type="button"
                $variant="secondary"
                data-testid="email-template-reload"
                onClick={async () => {
                  const fresh = await refetch();
                  if (fresh.data) {
                    showTemplate(fresh.data);
                    result.show(t('emails.reloaded'));
                  }
                }}
              >
                {t('emails.reload')}
              </Button>
            </div>
          </Conflict>
        )}
        <Actions>
          {writable && (
            <Button type="submit" disabled={form.formState.isSubmitting} data-testid="email-save">
              {form.formState.isSubmitting && <Spinner aria-hidden="true" />}
              {t('emails.save')}
            </Button>
          )}
          {forOrder && (
            <Field label={t('emails.order_number')} hint={t('emails.order_number_hint')}>
              {(ids) => (
                <Input
                  {...ids}
                  inputMode="numeric"
                  value={orderNumber}
                  onChange={(event) => setOrderNumber(event.target.value)}
                  data-testid="email-order-number"
                />
              )}
            </Field>
          )}
          <Button
            type="button"
            $variant="secondary"
            disabled={previewing.isLoading}
            onClick={() => void form.handleSubmit(showPreview)()}
            data-testid="email-preview"
          >
            {previewing.isLoading && <Spinner aria-hidden="true" />}
            {t('emails.preview')}
          </Button>
          {writable && (
            <Button
              type="button"
              $variant="secondary"
              disabled={testing.isLoading}
              onClick={() => void form.handleSubmit(test)()}
              data-testid="email-test"
            >
              {testing.isLoading && <Spinner aria-hidden="true" />}
              {t('emails.test')}
            </Button>
          )}
          {writable && shown.overridden && (
            <Button
              ref={resetButton}
              type="button"
              $variant="ghost"
              onClick={() => {
                resetDone.current = false;
                setConfirming(true);
              }}
              data-testid="email-reset"
            >
              {t('emails.reset')}
            </Button>
          )}
        </Actions>
        <div style={{ gridColumn: '1 / -1' }}>
          <ActionResultOf state={result} testId="email-result" id={RESULT_ID} />
        </div>
        {preview && <TemplatePreview preview={preview} headingRef={previewHeading} />}
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          // After a reset, to what it said (the button is gone); else back to the button.
          returnFocus={() =>
            resetDone.current
              ? (document.getElementById(RESULT_ID) ?? notice.current)
              : resetButton.current
          }
          title={t('emails.reset_title')}
          testId="email-reset-dialog"
          confirmLabel={t('emails.reset_confirm')}
          onConfirm={async () => {
            const answer = await reset({ ...key, version: shown.version });
            if (answer.error) {
              const refusal = normalizeError(answer.error);
              if (refusal.conflict) {
                resetDone.current = true;
                setConfirming(false);
                refused(answer.error);
                return null;
              }
              return t(`server_error:${refusal.code}`);
            }
            resetDone.current = true;
            setConfirming(false);
            showTemplate(answer.data);
            result.show(t('emails.reset_done'));
            return null;
          }}
        >
          <p>{t('emails.reset_text')}</p>
        </ConfirmDialog>
      </Form>
    </FormProvider>
  );
}
