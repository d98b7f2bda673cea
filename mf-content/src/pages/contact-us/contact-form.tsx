import { zodResolver } from '@hookform/resolvers/zod';
import { Button, LANGUAGE_LOCALES, Spinner, type Language } from '@storefront/shared';
import {
  Field,
  Input,
  PhoneField,
  TextArea,
  contactMessageSchema,
  type ContactMessageInput,
} from '@storefront/shared/forms';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSendContactMessageMutation } from './contact-api';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const Sent = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surface};
`;

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', message: '' };

/** The contact form: validated in the browser with the same schema the API uses. */
export function ContactForm({ lang }: { lang: Language }) {
  const { t } = useTranslation('content');
  // A refusal of the server shows as an error toast (every failed mutation does).
  const [send, { isLoading, isSuccess, reset: resetRequest }] = useSendContactMessageMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });

  const fieldError = (message?: string) => (message ? t(`validation.${message}`) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    resetRequest();
    const result = await send({ ...values, lang });
    // Only a stored message clears the form; on failure everything typed stays.
    if (!('error' in result)) reset(EMPTY);
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('contact.form_label')}>
      <Field label={t('contact.name')} error={fieldError(errors.name?.message)}>
        {(ids) => <Input {...ids} autoComplete="name" {...register('name')} />}
      </Field>
      <Field label={t('contact.email')} error={fieldError(errors.email?.message)}>
        {(ids) => <Input {...ids} type="email" autoComplete="email" {...register('email')} />}
      </Field>
      <Field
        label={t('contact.phone')}
        hint={t('contact.phone_hint')}
        error={fieldError(errors.phone?.message)}
      >
        {(ids) => (
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneField
                {...ids}
                name={field.name}
                locale={LANGUAGE_LOCALES[lang]}
                defaultCountry={lang === 'ua' ? 'UA' : 'PL'}
                countryLabel={t('contact.phone_country')}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </Field>
      <Field label={t('contact.message')} error={fieldError(errors.message?.message)}>
        {(ids) => <TextArea {...ids} rows={6} {...register('message')} />}
      </Field>
      {isSuccess && <Sent role="status">{t('contact.sent')}</Sent>}
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading && <Spinner aria-hidden="true" />}
          {t('contact.submit')}
        </Button>
      </div>
    </Form>
  );
}
