import {
  CURRENCIES,
  LANGUAGES,
  isLanguage,
  type Language,
  type PageProps,
} from '@storefront/shared';
import {
  formatRate,
  mainInfoFormSchema,
  type MainInfoFormValues,
  type MainInfoSettings,
} from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import {
  settingsApi,
  useGetMainInfoSettingsQuery,
  useSaveMainInfoSettingsMutation,
} from '../../api/settings-api';
import { useStaff } from '../../features/access/use-staff';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { sectionOf } from '../../features/frame/sections';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { ShopTextFields } from './main-info-fields';
import { SectionForm } from './section-form';
import { ShopCurrencyFields } from './shop-currency-fields';
import { ShopLanguageFields } from './shop-language-fields';
import { StorePicturesPanel } from './store-pictures-panel';

const section = sectionOf('admin-settings-main-info');

/** The main info as the form holds it: every language's description, rates typed ("0,2325"). */
const valuesOf = (info: MainInfoSettings, lang: Language): MainInfoFormValues => ({
  ...info,
  description: Object.fromEntries(
    LANGUAGES.map((language) => [language, info.description[language] ?? '']),
  ),
  currency: Object.fromEntries(
    CURRENCIES.map((code) => [
      code,
      {
        active: info.currency[code].active,
        rate: info.currency[code].rate > 0 ? formatRate(info.currency[code].rate, lang) : '',
      },
    ]),
  ) as MainInfoFormValues['currency'],
});

/** A changed field as the conflict names it: `description.pl` as "Description (Polish)". */
function useFieldName() {
  const { t } = useTranslation('admin');
  return (field: string) => {
    const [key, part] = field.split('.');
    const name = t(`settings_main_info.fields.${key}`, {
      defaultValue: t('settings_main_info.fields.other'),
    });
    if (part && isLanguage(part)) return `${name} (${t(`products.languages.${part}`)})`;
    return part ? `${name} (${part})` : name;
  };
}

/** The shop's name, description, languages, currencies, time zone, logo and favicon. */
function MainInfoSettingsPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const settings = useGetMainInfoSettingsQuery();
  const [save] = useSaveMainInfoSettingsMutation();
  const { may } = useStaff();
  const fieldName = useFieldName();
  return (
    <AdminFrame section={section} lang={lang} title={t('nav.settings_main_info')}>
      <AdminQueryState query={settings}>
        {(view) => (
          <>
            <SectionForm
              view={view}
              lang={lang}
              schema={mainInfoFormSchema}
              valuesOf={(info) => valuesOf(info, lang)}
              save={save}
              reload={settings.refetch}
              texts="settings_main_info"
              fieldName={fieldName}
              testId="main-info-settings"
              serverFields={['languageCode']}
            >
              <ShopTextFields />
              <ShopLanguageFields lang={lang} />
              <ShopCurrencyFields lang={lang} />
            </SectionForm>
            <StorePicturesPanel view={view} readOnly={!may('settings.write')} />
          </>
        )}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The store's main info: the owner's and the administrators'. */
export const mainInfoSettingsPage = adminPage(section, MainInfoSettingsPage, ({ dispatch }) => {
  void dispatch(settingsApi.util.prefetch('getMainInfoSettings', undefined, {}));
});
