import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  Spinner,
  type Language,
  type User,
} from '@storefront/shared';
import { Field, Select } from '@storefront/shared/forms';
import { ActionResultOf, useActionResult } from '@storefront/shared/kit';
import {
  personalDataSchema,
  type PersonalData,
  type PersonalDataInput,
} from '@storefront/shared/schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdatePersonalDataMutation } from '../../api/profile-api';
import { NameFields, PhoneFormField } from '../../features/profile/form-fields';
import { Panel } from '../../features/profile/query-state';
import { Form } from './form-layout';

const valuesOf = (user: User): PersonalDataInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone ?? '',
  language: user.language,
});

/**
 * Name, phone and the language of the shop's emails; the email itself is the account's. The phone
 * is entered as at checkout and registration: the country's dial code, then the digits.
 */
export function PersonalDataForm({ user, lang }: { user: User; lang: Language }) {
  const { t } = useTranslation('profile');
  const [save, { isLoading }] = useUpdatePersonalDataMutation();
  const saved = useActionResult();
  const form = useForm<PersonalDataInput, unknown, PersonalData>({
    resolver: zodResolver(personalDataSchema),
    defaultValues: valuesOf(user),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    saved.clear();
    const result = await save(values);
    if (!result.data) return;
    form.reset(valuesOf(result.data));
    saved.show(t('details.saved'));
  });
  return (
    <Panel aria-labelledby="details-personal-title">
      <h2 id="details-personal-title">{t('details.personal_title')}</h2>
      <p>{t('details.email', { email: user.email })}</p>
      <FormProvider {...form}>
        <Form
          onSubmit={onSubmit}
          noValidate
          aria-label={t('details.personal_title')}
          data-testid="personal-data-form"
        >
          <NameFields<PersonalDataInput>
            names={{ firstName: 'firstName', lastName: 'lastName' }}
            text={(key) => t(`details.${key}`)}
            testIdPrefix="details"
          />
          <PhoneFormField<PersonalDataInput>
            name="phone"
            label={t('details.phone')}
            hint={t('details.phone_hint')}
            countryLabel={t('details.phone_country')}
            lang={lang}
          />
          <Field label={t('details.language')} hint={t('details.language_hint')}>
            {(ids) => (
              <Select {...ids} data-testid="details-language" {...form.register('language')}>
                {LANGUAGES.map((lang) => (
                  <option key={lang} value={lang} lang={LANGUAGE_TAGS[lang]}>
                    {LANGUAGE_NAMES[lang]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div>
            <Button type="submit" disabled={isLoading} data-testid="details-submit">
              {isLoading && <Spinner aria-hidden="true" />}
              {t('details.save')}
            </Button>
          </div>
          <ActionResultOf state={saved} testId="personal-data-result" />
        </Form>
      </FormProvider>
    </Panel>
  );
}
