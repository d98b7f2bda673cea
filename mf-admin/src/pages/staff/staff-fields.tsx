import { LANGUAGE_NAMES, LANGUAGES } from '@storefront/shared';
import type { StaffRole } from '@storefront/shared/admin';
import { Field, Select } from '@storefront/shared/forms';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../features/discounts/form-fields';

/** A choice among the roles given, of the surrounding staff form's `role`. */
export function RoleField({ roles, testId }: { roles: readonly StaffRole[]; testId: string }) {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<{ role: StaffRole }>();
  const error = useFieldError<{ role: StaffRole }>('role');
  return (
    <Field label={t('staff.role')} hint={t('staff.role_hint')} error={error}>
      {(ids) => (
        <Select {...ids} {...register('role')} data-testid={testId}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`staff.roles.${role}`)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The language the invitation is emailed in (and the account's, until its owner changes it). */
export function LanguageField({ testId }: { testId: string }) {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<{ language: string }>();
  const error = useFieldError<{ language: string }>('language');
  return (
    <Field label={t('staff.language')} error={error}>
      {(ids) => (
        <Select {...ids} {...register('language')} data-testid={testId}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language === 'ua' ? 'uk' : language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
