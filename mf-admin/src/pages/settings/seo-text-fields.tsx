import { LANGUAGE_TAGS, type Language } from '@storefront/shared';
import type { SeoFormValues, SeoPlaceholder } from '@storefront/shared/admin';
import { Field, TextArea } from '@storefront/shared/forms';
import type { ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField, useFieldError } from '../../features/discounts/form-fields';
import { FieldGroup, WholeRow } from '../../features/ui/form-parts';

/** A path of the form holding a title and a description (`general`, `pages.home`, `product`). */
export type SeoTextsPath = 'general' | `pages.${string}` | 'category' | 'brand' | 'product';

const Language = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Placeholders = styled.p`
  margin: 0;
  code {
    font-size: 0.9375rem;
  }
`;

function DescriptionField({
  name,
  label,
  lang,
  testId,
}: {
  name: FieldPath<SeoFormValues>;
  label: string;
  lang: string;
  testId: string;
}) {
  const { register } = useFormContext<SeoFormValues>();
  const error = useFieldError<SeoFormValues>(name);
  return (
    <Field label={label} error={error}>
      {(ids) => <TextArea {...ids} rows={3} lang={lang} data-testid={testId} {...register(name)} />}
    </Field>
  );
}

/**
 * A title and a description in each of the shop's languages, with the placeholders they may
 * hold; `children` (a preview, the robots choices) after them.
 */
export function SeoTextsFields({
  path,
  legend,
  languages,
  placeholders,
  testId,
  children,
}: {
  path: SeoTextsPath;
  legend: string;
  languages: readonly Language[];
  placeholders: readonly SeoPlaceholder[];
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <FieldGroup data-testid={testId} aria-labelledby={`${testId}-legend`}>
      <legend id={`${testId}-legend`}>{legend}</legend>
      <WholeRow>
        <Placeholders>
          {t('settings_seo.placeholders')}{' '}
          {placeholders.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <code>{`{${name}}`}</code>
            </span>
          ))}
        </Placeholders>
      </WholeRow>
      {languages.map((language) => {
        const name = t(`products.languages.${language}`);
        return (
          <Language key={language}>
            <TextField<SeoFormValues>
              name={`${path}.title.${language}` as FieldPath<SeoFormValues>}
              label={t('settings_seo.title_in', { language: name })}
              lang={LANGUAGE_TAGS[language]}
              testId={`${testId}-title-${language}`}
            />
            <DescriptionField
              name={`${path}.description.${language}` as FieldPath<SeoFormValues>}
              label={t('settings_seo.description_in', { language: name })}
              lang={LANGUAGE_TAGS[language]}
              testId={`${testId}-description-${language}`}
            />
          </Language>
        );
      })}
      {children && <WholeRow>{children}</WholeRow>}
    </FieldGroup>
  );
}
