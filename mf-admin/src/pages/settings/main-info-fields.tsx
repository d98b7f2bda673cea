import { LANGUAGES, LANGUAGE_TAGS, TIME_ZONES } from '@storefront/shared';
import { MAIN_INFO_LIMITS, type MainInfoFormValues } from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../features/discounts/form-fields';
import { SelectField, TextAreaField } from '../../features/ui/choice-fields';
import { FieldGroup, WholeRow } from '../../features/ui/form-parts';

/** The shop's name, its description in each storefront language, and its time zone. */
export function ShopTextFields() {
  const { t } = useTranslation('admin');
  return (
    <FieldGroup aria-labelledby="main-info-shop-legend" data-testid="main-info-shop">
      <legend id="main-info-shop-legend">{t('settings_main_info.shop')}</legend>
      <WholeRow>
        <TextField<MainInfoFormValues>
          name="name"
          label={t('settings_main_info.name')}
          hint={t('settings_main_info.name_hint')}
          maxLength={MAIN_INFO_LIMITS.nameMax}
          testId="main-info-name"
        />
      </WholeRow>
      {LANGUAGES.map((language) => (
        <WholeRow key={language}>
          <TextAreaField<MainInfoFormValues>
            name={`description.${language}`}
            label={t('settings_main_info.description_in', {
              language: t(`products.languages.${language}`),
            })}
            lang={LANGUAGE_TAGS[language]}
            maxLength={MAIN_INFO_LIMITS.descriptionMax}
            testId={`main-info-description-${language}`}
          />
        </WholeRow>
      ))}
      <SelectField<MainInfoFormValues>
        name="timeZone"
        label={t('settings_main_info.time_zone')}
        hint={t('settings_main_info.time_zone_hint')}
        testId="main-info-time-zone"
      >
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
    </FieldGroup>
  );
}
