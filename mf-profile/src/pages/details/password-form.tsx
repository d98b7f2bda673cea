import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Spinner } from '@storefront/shared';
import { serverErrorsInForm } from '@storefront/shared/forms';
import { ActionResultOf, useActionResult } from '@storefront/shared/kit';
import { passwordChangeSchema, type PasswordChangeInput } from '@storefront/shared/schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_FORM_ERRORS, useChangePasswordMutation } from '../../api/profile-api';
import { TextField } from '../../features/profile/form-fields';
import { NewPasswordField } from '../../features/profile/new-password-field';
import { Panel } from '../../features/profile/query-state';
import { Form } from './form-layout';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '' };

const passwordErrors = serverErrorsInForm<PasswordChangeInput>(PASSWORD_FORM_ERRORS);

/** A new password, proven by the current one; the other sessions of the account end. */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const [change, { isLoading }] = useChangePasswordMutation();
  const changed = useActionResult();
  const form = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    changed.clear();
    const result = await change(values);
    if (result.error) {
      passwordErrors.show(form, result.error);
      return;
    }
    form.reset(EMPTY);
    changed.show(`${t('details.password_changed')} ${t('details.password_changed_description')}`);
  });
  return (
    <Panel aria-labelledby="details-password-title">
      <h2 id="details-password-title">{t('details.password_title')}</h2>
      <FormProvider {...form}>
        <Form
          onSubmit={onSubmit}
          noValidate
          aria-label={t('details.password_title')}
          data-testid="password-form"
        >
          <TextField<PasswordChangeInput>
            name="currentPassword"
            type="password"
            label={t('details.current_password')}
            autoComplete="current-password"
            testId="details-current-password"
          />
          <NewPasswordField<PasswordChangeInput>
            name="newPassword"
            label={t('details.new_password')}
            hint={t('details.new_password_hint')}
            testId="details-new-password"
          />
          <div>
            <Button type="submit" disabled={isLoading} data-testid="password-submit">
              {isLoading && <Spinner aria-hidden="true" />}
              {t('details.change_password')}
            </Button>
          </div>
          <ActionResultOf state={changed} testId="password-result" />
        </Form>
      </FormProvider>
    </Panel>
  );
}
