import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_OVERLAYS,
  overlay,
  selectStore,
  toast,
  useAppSelector,
  usePriceFormatter,
  type NormalizedError,
  type OverlayProps,
} from '@storefront/shared';
import { serverErrorsInForm } from '@storefront/shared/forms';
import {
  registerSchema,
  type RegisterInput,
  type RegisterRequest,
} from '@storefront/shared/schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REGISTER_FORM_ERRORS, useRegisterMutation } from '../../api/auth-api';
import { PersonFields } from '../profile/form-fields';
import { NewPasswordField } from '../profile/new-password-field';
import {
  DialogForm,
  DialogSwitch,
  FormAlert,
  LinkButton,
  NameRow,
  SubmitButton,
} from './dialog-form';
import { registrationCodes } from './registration-codes';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

const registrationErrors = serverErrorsInForm<RegisterInput>(REGISTER_FORM_ERRORS);

/**
 * The registration dialog (`?overlay=register`): name, email, an optional phone and a password.
 * The account's emails are written in the page language. Registered, the customer is signed in,
 * and told about the welcome promo codes when the store gives them.
 */
export default function RegisterOverlay({ lang, onClose, Title }: OverlayProps) {
  const { t } = useTranslation('profile');
  const store = useAppSelector(selectStore);
  const formatPrice = usePriceFormatter(lang);
  const [register, { isLoading, error }] = useRegisterMutation();
  const form = useForm<RegisterInput, unknown, RegisterRequest>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      language: lang,
    },
  });
  useLeaveWhenSignedIn(lang, onClose);

  const onSubmit = form.handleSubmit(async (values) => {
    const { data: user, error: refused } = await register(values);
    if (!user) {
      registrationErrors.show(form, refused);
      return;
    }
    const codes = registrationCodes(store);
    toast.add({
      title: t('auth.register.welcome', { name: user.firstName }),
      description: codes
        ? t('auth.register.promo_codes', {
            count: codes.count,
            discount: codes.type === 'PERCENT' ? `${codes.value}%` : formatPrice(codes.value),
          })
        : undefined,
      tone: 'success',
      type: 'background',
      duration: codes ? 10000 : undefined,
    });
  });
  const taken = (error as NormalizedError | undefined)?.code === 'USER_ALREADY_EXISTS';

  return (
    <div data-boundary="profile">
      <Title>{t('auth.register.title')}</Title>
      <FormProvider {...form}>
        <DialogForm onSubmit={onSubmit} noValidate aria-label={t('auth.register.title')}>
          {taken && (
            <FormAlert data-testid="register-error">
              {t('auth.register.taken')}{' '}
              <LinkButton onClick={() => overlay.open(AUTH_OVERLAYS.login)}>
                {t('auth.register.sign_in_instead')}
              </LinkButton>
            </FormAlert>
          )}
          <PersonFields<RegisterInput>
            names={{ firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'phone' }}
            text={(key) => t(`auth.fields.${key}`)}
            testIdPrefix="register"
            row={NameRow}
            lang={lang}
          />
          <NewPasswordField<RegisterInput>
            name="password"
            label={t('auth.fields.password')}
            hint={t('auth.fields.new_password_hint')}
            testId="register-password"
          />
          <SubmitButton busy={isLoading} testId="register-submit">
            {t('auth.register.submit')}
          </SubmitButton>
          <DialogSwitch>
            {t('auth.register.have_account')}{' '}
            <LinkButton
              data-testid="register-to-login"
              onClick={() => overlay.open(AUTH_OVERLAYS.login)}
            >
              {t('auth.register.sign_in')}
            </LinkButton>
          </DialogSwitch>
        </DialogForm>
      </FormProvider>
    </div>
  );
}
