import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_OVERLAYS,
  OVERLAY_QUERY,
  RESET_TOKEN_QUERY,
  overlay,
  toast,
  type NormalizedError,
  type OverlayProps,
} from '@storefront/shared';
import { serverErrorsInForm } from '@storefront/shared/forms';
import { resetPasswordSchema, type ResetPasswordInput } from '@storefront/shared/schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type * as z from 'zod/mini';
import { RESET_FORM_ERRORS, useResetPasswordMutation } from '../../api/auth-api';
import { NewPasswordField } from '../profile/new-password-field';
import { BackToSignIn, DialogForm, FormAlert, LinkButton, SubmitButton } from './dialog-form';

const LINK_ERRORS: readonly string[] = RESET_FORM_ERRORS.codes;

const resetErrors = serverErrorsInForm<ResetPasswordInput>(RESET_FORM_ERRORS);

/**
 * The new-password dialog, opened by the emailed link
 * (`/{lang}?overlay=reset-password&reset-token=TOKEN`). A link that is unknown, used or expired
 * is explained, with the way to ask for a new one; a new password set, the sign-in dialog opens.
 */
export default function ResetPasswordOverlay({ Title }: OverlayProps) {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const token = params.get(RESET_TOKEN_QUERY) ?? '';
  const [resetPassword, { isLoading, error }] = useResetPasswordMutation();
  const form = useForm<ResetPasswordInput, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    values: { token, password: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await resetPassword(values);
    if ('error' in result) {
      resetErrors.show(form, result.error);
      return;
    }
    toast.add({ title: t('auth.reset_password.done'), tone: 'success', type: 'background' });
    // The link has done its work: it leaves the address, and the sign-in dialog opens.
    setParams({ [OVERLAY_QUERY]: AUTH_OVERLAYS.login }, { replace: true });
  });
  const code = (error as NormalizedError | undefined)?.code ?? '';
  const tokenError = form.formState.errors.token?.message;
  const linkProblem = LINK_ERRORS.includes(code)
    ? t(`auth.reset_password.errors.${code}`)
    : tokenError && t(`validation.${tokenError}`);
  return (
    <div data-boundary="profile">
      <Title>{t('auth.reset_password.title')}</Title>
      <FormProvider {...form}>
        <DialogForm onSubmit={onSubmit} noValidate aria-label={t('auth.reset_password.title')}>
          {linkProblem && (
            <FormAlert data-testid="reset-password-error">
              {linkProblem}{' '}
              <LinkButton onClick={() => overlay.open(AUTH_OVERLAYS.forgotPassword)}>
                {t('auth.reset_password.request_new')}
              </LinkButton>
            </FormAlert>
          )}
          <NewPasswordField<ResetPasswordInput>
            name="password"
            label={t('auth.fields.new_password')}
            hint={t('auth.fields.new_password_hint')}
            testId="reset-password-password"
          />
          <SubmitButton busy={isLoading} testId="reset-password-submit">
            {t('auth.reset_password.submit')}
          </SubmitButton>
          <BackToSignIn />
        </DialogForm>
      </FormProvider>
    </div>
  );
}
