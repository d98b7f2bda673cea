import { LANGUAGE_TAGS, type Language } from '@storefront/shared';
import type { ShopLanguages } from '@storefront/shared/admin';
import { PRODUCT_LIMITS } from '@storefront/shared/admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from './data-table';
import { TextAreaInput, TextInput } from './form-fields';
import type { ProductFormInput } from './form-values';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    padding: 0 0.25rem;
    font-weight: 700;
  }
`;

/** One language's name and description, marked when either is missing. */
function LanguageTexts({
  language,
  main,
  readOnly,
}: {
  language: Language;
  main: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation('admin');
  const { control } = useFormContext<ProductFormInput>();
  const text = useWatch({ control, name: `texts.${language}` });
  const missing = !text?.name.trim() || !text?.description.trim();
  const name = t(`products.languages.${language}`);
  return (
    <Group data-testid={`product-texts-${language}`}>
      <legend>
        {main ? t('products.form.main_language', { language: name }) : name}
        {missing && <Badge $tone="warning">{t('products.form.text_missing')}</Badge>}
      </legend>
      <TextInput
        name={`texts.${language}.name`}
        label={t('products.fields.name_in', { language: name })}
        lang={LANGUAGE_TAGS[language]}
        maxLength={PRODUCT_LIMITS.nameMax}
        readOnly={readOnly}
        testId={`product-name-${language}`}
      />
      <TextAreaInput
        name={`texts.${language}.description`}
        label={t('products.fields.description_in', { language: name })}
        lang={LANGUAGE_TAGS[language]}
        maxLength={PRODUCT_LIMITS.descriptionMax}
        readOnly={readOnly}
        testId={`product-description-${language}`}
      />
    </Group>
  );
}

/**
 * The product's texts, a group per shop language (its main one first): a visible product needs
 * a name and a description in each, a hidden one a name in the main language.
 */
export function TextFields({
  languages,
  readOnly,
}: {
  languages: ShopLanguages;
  readOnly: boolean;
}) {
  return (
    <>
      {languages.all.map((language) => (
        <LanguageTexts
          key={language}
          language={language}
          main={language === languages.main}
          readOnly={readOnly}
        />
      ))}
    </>
  );
}
