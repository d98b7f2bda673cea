import type { PageProps, StoreContactInfo } from '@storefront/shared';
import {
  CONTACT_INFO_LIMITS,
  contactInfoSettingsSchema,
  type ContactInfoFormValues,
} from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import {
  settingsApi,
  useGetContactInfoSettingsQuery,
  useSaveContactInfoSettingsMutation,
} from '../../api/settings-api';
import { PhoneFormField, TextField } from '../../features/discounts/form-fields';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { sectionOf } from '../../features/frame/sections';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { FieldGroup, WholeRow } from '../../features/ui/form-parts';
import { SectionForm } from './section-form';

const section = sectionOf('admin-settings-contact-info');

const valuesOf = (contact: StoreContactInfo): ContactInfoFormValues => contact;

/**
 * The shop's contact details, as the footer, the contact page, the legal pages and the emails
 * show them: the phones with their country's dial code, kept in E.164; any field left empty is
 * left out there.
 */
function ContactInfoSettingsPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const settings = useGetContactInfoSettingsQuery();
  const [save] = useSaveContactInfoSettingsMutation();
  const fieldName = (field: string) => t(`settings_contact_info.${field}`, { defaultValue: field });
  return (
    <AdminFrame section={section} lang={lang} title={t('nav.settings_contact_info')}>
      <AdminQueryState query={settings}>
        {(view) => (
          <SectionForm
            view={view}
            lang={lang}
            schema={contactInfoSettingsSchema}
            valuesOf={valuesOf}
            save={save}
            reload={settings.refetch}
            texts="settings_contact_info"
            fieldName={fieldName}
            testId="contact-info-settings"
          >
            <p>{t('settings_contact_info.intro')}</p>
            <FieldGroup
              aria-labelledby="contact-info-reach-legend"
              data-testid="contact-info-reach"
            >
              <legend id="contact-info-reach-legend">{t('settings_contact_info.reach')}</legend>
              <PhoneFormField<ContactInfoFormValues>
                name="phoneNumber"
                label={t('settings_contact_info.phoneNumber')}
                countryLabel={t('settings_contact_info.phone_country')}
                lang={lang}
              />
              <TextField<ContactInfoFormValues>
                name="email"
                type="email"
                autoComplete="off"
                label={t('settings_contact_info.email')}
                maxLength={CONTACT_INFO_LIMITS.emailMax}
                testId="contact-info-email"
              />
              <WholeRow>
                <TextField<ContactInfoFormValues>
                  name="pickupAddress"
                  label={t('settings_contact_info.pickupAddress')}
                  hint={t('settings_contact_info.pickup_hint')}
                  maxLength={CONTACT_INFO_LIMITS.pickupAddressMax}
                  testId="contact-info-pickup-address"
                />
              </WholeRow>
            </FieldGroup>
            <FieldGroup
              aria-labelledby="contact-info-messengers-legend"
              data-testid="contact-info-messengers"
            >
              <legend id="contact-info-messengers-legend">
                {t('settings_contact_info.messengers')}
              </legend>
              <PhoneFormField<ContactInfoFormValues>
                name="whatsapp"
                label={t('settings_contact_info.whatsapp')}
                countryLabel={t('settings_contact_info.whatsapp_country')}
                lang={lang}
              />
              <TextField<ContactInfoFormValues>
                name="telegram"
                label={t('settings_contact_info.telegram')}
                hint={t('settings_contact_info.telegram_hint')}
                testId="contact-info-telegram"
              />
              <TextField<ContactInfoFormValues>
                name="instagram"
                label={t('settings_contact_info.instagram')}
                hint={t('settings_contact_info.instagram_hint')}
                testId="contact-info-instagram"
              />
            </FieldGroup>
          </SectionForm>
        )}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The shop's contact details: the owner's and the administrators'. */
export const contactInfoSettingsPage = adminPage(
  section,
  ContactInfoSettingsPage,
  ({ dispatch }) => {
    void dispatch(settingsApi.util.prefetch('getContactInfoSettings', undefined, {}));
  },
);
