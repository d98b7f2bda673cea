import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_OVERLAYS,
  INVITATION_QUERY,
  OVERLAY_QUERY,
  RESET_TOKEN_QUERY,
  RETURN_TO_QUERY,
  localePath,
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
 *
 * The owner's invitation to the staff is a link of the same kind (`&invitation=1`): the dialog
 * welcomes a new colleague instead, a link gone wrong is for the owner to send again, and the
 * sign-in that follows leads to the back office.
 */
export default function ResetPasswordOverlay({ Title, lang }: OverlayProps) {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const token = params.get(RESET_TOKEN_QUERY) ?? '';
  const invited = params.get(INVITATION_QUERY) === '1';
  const texts = invited ? 'auth.invitation' : 'auth.reset_password';
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
    toast.add({ title: t(`${texts}.done`), tone: 'success', type: 'background' });
    // The link has done its work: it leaves the address, and the sign-in dialog opens.
    setParams(
      {
        [OVERLAY_QUERY]: AUTH_OVERLAYS.login,
        ...(invited && { [RETURN_TO_QUERY]: localePath('admin', {}, lang) }),
      },
      { replace: true },
    );
  });
  const code = (error as NormalizedError | undefined)?.code ?? '';
  const tokenError = form.formState.errors.token?.message;
  const linkProblem = LINK_ERRORS.includes(code)
    ? t(`${texts}.errors.${code}`)
    : tokenError && t(`validation.${tokenError}`);
  return (
    <div data-boundary="profile">
      <Title>{t(`${texts}.title`)}</Title>
      <FormProvider {...form}>
        <DialogForm onSubmit={onSubmit} noValidate aria-label={t(`${texts}.title`)}>
          {invited && <p data-testid="invitation-intro">{t('auth.invitation.intro')}</p>}
          {linkProblem && (
            <FormAlert data-testid="reset-password-error">
              {linkProblem}
              {!invited && (
                <>
                  {' '}
                  <LinkButton onClick={() => overlay.open(AUTH_OVERLAYS.forgotPassword)}>
                    {t('auth.reset_password.request_new')}
                  </LinkButton>
                </>
              )}
            </FormAlert>
          )}
          <NewPasswordField<ResetPasswordInput>
            name="password"
            label={t('auth.fields.new_password')}
            hint={t('auth.fields.new_password_hint')}
            testId="reset-password-password"
          />
          <SubmitButton busy={isLoading} testId="reset-password-submit">
            {t(`${texts}.submit`)}
          </SubmitButton>
          {!invited && <BackToSignIn />}
        </DialogForm>
      </FormProvider>
    </div>
  );
}
