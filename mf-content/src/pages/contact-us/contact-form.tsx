import { zodResolver } from '@hookform/resolvers/zod';
import { Button, NeedsJavaScript, Spinner, useHydrated, type Language } from '@storefront/shared';
import {
  Field,
  TextArea,
  contactMessageSchema,
  type ContactMessageInput,
} from '@storefront/shared/forms';
import { ActionResultOf, useActionResult } from '@storefront/shared/kit';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSendContactMessageMutation } from './contact-api';
import { PhoneFormField, TextField, useFieldError } from './form-fields';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', message: '' };

/** The contact form: validated in the browser with the same schema the API uses. */
export function ContactForm({ lang }: { lang: Language }) {
  const { t } = useTranslation('content');
  const hydrated = useHydrated();
  // A refusal of the server shows as an error toast (every failed mutation does).
  const [send, { isLoading }] = useSendContactMessageMutation();
  // Sent, the focus goes to the confirmation (the button was disabled while sending).
  const sent = useActionResult();
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    sent.clear();
    const result = await send({ ...values, lang });
    // Only a stored message clears the form; on failure everything typed stays.
    if ('error' in result) return;
    form.reset(EMPTY);
    sent.show(t('contact.sent'));
  });

  return (
    <FormProvider {...form}>
      <Form onSubmit={onSubmit} noValidate aria-label={t('contact.form_label')}>
        <TextField<ContactMessageInput> name="name" label={t('contact.name')} autoComplete="name" />
        <TextField<ContactMessageInput>
          name="email"
          type="email"
          label={t('contact.email')}
          autoComplete="email"
        />
        <PhoneFormField<ContactMessageInput>
          name="phone"
          label={t('contact.phone')}
          hint={t('contact.phone_hint')}
          countryLabel={t('contact.phone_country')}
          lang={lang}
        />
        <MessageField label={t('contact.message')} />
        <ActionResultOf state={sent} testId="contact-sent" />
        <div>
          {/* Before hydration a click would submit the form natively, the message in the URL. */}
          <Button type="submit" disabled={isLoading || !hydrated}>
            {isLoading && <Spinner aria-hidden="true" />}
            {t('contact.submit')}
          </Button>
        </div>
        <NeedsJavaScript>{t('contact.needs_javascript')}</NeedsJavaScript>
      </Form>
    </FormProvider>
  );
}

/** The message, with its translated error; a text area, so not one of the shared fields. */
function MessageField({ label }: { label: string }) {
  const { register } = useFormContext<ContactMessageInput>();
  const error = useFieldError<ContactMessageInput>('message');
  return (
    <Field label={label} error={error}>
      {(ids) => <TextArea {...ids} rows={6} {...register('message')} />}
    </Field>
  );
}
