import {
  CONTENT_LANGUAGES,
  LANGUAGES,
  LANGUAGE_LOCALES,
  type ContentLanguage,
  type Language,
} from '@storefront/shared';
import { contentLanguageTag, type MainInfoFormValues } from '@storefront/shared/admin';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorText } from '../../features/discounts/field-error-text';
import { useFieldError } from '../../features/discounts/form-fields';
import { SelectField } from '../../features/ui/choice-fields';
import { CheckLabel, FieldGroup, WholeRow } from '../../features/ui/form-parts';

/** The content languages named in the page language, in its alphabetical order. */
function useContentLanguages(lang: Language) {
  return useMemo(() => {
    const locale = LANGUAGE_LOCALES[lang];
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    const order = new Intl.Collator(locale);
    return CONTENT_LANGUAGES.map((code: ContentLanguage) => ({
      code,
      name: names.of(contentLanguageTag(code)) ?? code,
    })).sort((a, b) => order.compare(a.name, b.name));
  }, [lang]);
}

/**
 * The shop's main language (its texts stand in for any other's) and the other storefront
 * languages it is offered in. Any content language may be chosen as the main one; the API
 * refuses one the storefront is not offered in, and the refusal is said beside the choice.
 */
export function ShopLanguageFields({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<MainInfoFormValues>();
  const languages = useContentLanguages(lang);
  const refused = Boolean(useFieldError<MainInfoFormValues>('additionalLanguageCodes'));
  return (
    <FieldGroup aria-labelledby="main-info-languages-legend" data-testid="main-info-languages">
      <legend id="main-info-languages-legend">{t('settings_main_info.languages')}</legend>
      <SelectField<MainInfoFormValues>
        name="languageCode"
        label={t('settings_main_info.main_language')}
        hint={t('settings_main_info.main_language_hint')}
        testId="main-info-main-language"
      >
        {languages.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <WholeRow>
        <fieldset
          className="choices"
          aria-describedby={refused ? 'main-info-additional-error' : undefined}
          data-testid="main-info-additional"
        >
          <legend>{t('settings_main_info.additional_languages')}</legend>
          {LANGUAGES.map((language) => (
            <CheckLabel key={language}>
              <input
                type="checkbox"
                value={language}
                {...register('additionalLanguageCodes')}
                data-testid={`main-info-additional-${language}`}
              />
              {t(`products.languages.${language}`)}
            </CheckLabel>
          ))}
          <FieldErrorText<MainInfoFormValues>
            name="additionalLanguageCodes"
            id="main-info-additional-error"
          />
        </fieldset>
      </WholeRow>
    </FieldGroup>
  );
}
