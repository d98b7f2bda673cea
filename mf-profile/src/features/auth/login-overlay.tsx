import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_OVERLAYS,
  overlay,
  toast,
  type NormalizedError,
  type OverlayProps,
} from '@storefront/shared';
import { loginSchema, type LoginInput } from '@storefront/shared/schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useLoginMutation } from '../../api/auth-api';
import { TextField } from '../profile/form-fields';
import { DialogForm, DialogSwitch, FormAlert, LinkButton, SubmitButton } from './dialog-form';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

/**
 * The sign-in dialog (`?overlay=login`): email and password. Signed in, it closes, or opens the
 * profile page the guest came from (`return-to`). A wrong email or password is told in the
 * dialog, the same for both.
 */
export default function LoginOverlay({ lang, onClose, Title }: OverlayProps) {
  const { t } = useTranslation('profile');
  const [login, { isLoading, error }] = useLoginMutation();
  const form = useForm<LoginInput, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  useLeaveWhenSignedIn(lang, onClose);
  const onSubmit = form.handleSubmit(async (credentials) => {
    const { data: user } = await login(credentials);
    if (user)
      toast.add({
        title: t('auth.login.welcome', { name: user.firstName }),
        tone: 'success',
        type: 'background',
      });
  });
  const refused = (error as NormalizedError | undefined)?.code === 'ENTITY_UNAUTHORIZED_ACTION';
  return (
    <div data-boundary="profile">
      <Title>{t('auth.login.title')}</Title>
      <FormProvider {...form}>
        <DialogForm onSubmit={onSubmit} noValidate aria-label={t('auth.login.title')}>
          {refused && <FormAlert data-testid="login-error">{t('auth.login.refused')}</FormAlert>}
          <TextField<LoginInput>
            name="email"
            type="email"
            label={t('auth.fields.email')}
            autoComplete="email"
            testId="login-email"
          />
          <TextField<LoginInput>
            name="password"
            type="password"
            label={t('auth.fields.password')}
            autoComplete="current-password"
            testId="login-password"
          />
          <DialogSwitch>
            <LinkButton
              data-testid="login-forgot-password"
              onClick={() => overlay.open(AUTH_OVERLAYS.forgotPassword)}
            >
              {t('auth.login.forgot_password')}
            </LinkButton>
          </DialogSwitch>
          <SubmitButton busy={isLoading} testId="login-submit">
            {t('auth.login.submit')}
          </SubmitButton>
          <DialogSwitch>
            {t('auth.login.no_account')}{' '}
            <LinkButton
              data-testid="login-to-register"
              onClick={() => overlay.open(AUTH_OVERLAYS.register)}
            >
              {t('auth.login.create_account')}
            </LinkButton>
          </DialogSwitch>
        </DialogForm>
      </FormProvider>
    </div>
  );
}
