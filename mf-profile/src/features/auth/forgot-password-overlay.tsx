import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_OVERLAYS, Button, overlay, type OverlayProps } from '@storefront/shared';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@storefront/shared/schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useForgotPasswordMutation } from '../../api/auth-api';
import { TextField } from '../profile/form-fields';
import { BackToSignIn, DialogForm, SubmitButton } from './dialog-form';

/**
 * The forgotten-password dialog (`?overlay=forgot-password`): the shop emails a reset link in
 * the page language. The answer is the same whether the email has an account or not.
 */
export default function ForgotPasswordOverlay({ lang, Title }: OverlayProps) {
  const { t } = useTranslation('profile');
  const [requestLink, { isLoading, isSuccess }] = useForgotPasswordMutation();
  const form = useForm<ForgotPasswordInput, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '', language: lang },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    await requestLink(values);
  });
  const toLogin = () => overlay.open(AUTH_OVERLAYS.login);
  return (
    <div data-boundary="profile">
      <Title>{t('auth.forgot_password.title')}</Title>
      {isSuccess ? (
        <DialogForm as="div">
          <p role="status" data-testid="forgot-password-sent">
            {t('auth.forgot_password.sent', { email: form.getValues('email') })}
          </p>
          <Button type="button" onClick={toLogin} data-testid="forgot-password-to-login">
            {t('auth.forgot_password.back_to_login')}
          </Button>
        </DialogForm>
      ) : (
        <FormProvider {...form}>
          <DialogForm onSubmit={onSubmit} noValidate aria-label={t('auth.forgot_password.title')}>
            <p>{t('auth.forgot_password.intro')}</p>
            <TextField<ForgotPasswordInput>
              name="email"
              type="email"
              label={t('auth.fields.email')}
              autoComplete="email"
              testId="forgot-password-email"
            />
            <SubmitButton busy={isLoading} testId="forgot-password-submit">
              {t('auth.forgot_password.submit')}
            </SubmitButton>
            <BackToSignIn testId="forgot-password-back" />
          </DialogForm>
        </FormProvider>
      )}
    </div>
  );
}
