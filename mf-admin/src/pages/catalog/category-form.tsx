import { LANGUAGE_TAGS, type Language } from '@storefront/shared';
import {
  CATALOG_LIMITS,
  categoryFormSchema,
  type AdminCategory,
  type CategoryInput,
  type ShopLanguages,
} from '@storefront/shared/admin';
import { Card } from '@storefront/shared/kit';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../features/discounts/form-fields';
import { Badge } from '../../features/products/data-table';
import { LanguageGroup } from '../../features/products/text-fields';
import { RecordDetails, TextAreaField } from './catalog-fields';
import { RecordForm } from './record-form';

/** The category form's values: a text per shop language (empty where there is none). */
type CategoryValues = Omit<CategoryInput, 'name' | 'description'> & {
  name: Partial<Record<Language, string>>;
  description: Partial<Record<Language, string>>;
};

const valuesOf = (category: AdminCategory | null, languages: ShopLanguages): CategoryValues => {
  const each = (texts: Partial<Record<Language, string>> = {}) =>
    Object.fromEntries(languages.all.map((language) => [language, texts[language] ?? '']));
  return {
    slug: category?.slug ?? '',
    name: each(category?.name),
    description: each(category?.description),
    position: category?.position ?? 0,
    hidden: category?.hidden ?? false,
  };
};

/** One language's name and description, marked when either is missing. */
function LanguageTexts({ language, main }: { language: Language; main: boolean }) {
  const { t } = useTranslation('admin');
  const { control } = useFormContext<CategoryValues>();
  const [name, description] = useWatch({
    control,
    name: [`name.${language}`, `description.${language}`],
  });
  const languageName = t(`products.languages.${language}`);
  return (
    <LanguageGroup data-testid={`category-texts-${language}`}>
      <legend>
        {main ? t('catalog.form.main_language', { language: languageName }) : languageName}
        {(!name?.trim() || !description?.trim()) && (
          <Badge $tone="warning">{t('catalog.form.text_missing')}</Badge>
        )}
      </legend>
      <TextField<CategoryValues>
        name={`name.${language}`}
        label={t('catalog.fields.name_in', { language: languageName })}
        lang={LANGUAGE_TAGS[language]}
        maxLength={CATALOG_LIMITS.nameMax}
        testId={`category-name-${language}`}
      />
      <TextAreaField<CategoryValues>
        name={`description.${language}`}
        label={t('catalog.fields.description_in', { language: languageName })}
        lang={LANGUAGE_TAGS[language]}
        testId={`category-description-${language}`}
      />
    </LanguageGroup>
  );
}

const FIELDS = [
  'slug',
  'position',
  ...['en', 'pl', 'ru', 'ua'].flatMap((lang) => [`name.${lang}`, `description.${lang}`]),
];

/**
 * A category's form: its name and description in each shop language (the main one first), its
 * address name, its place in the shop's lists and whether the shop shows it.
 */
export function CategoryForm({
  lang,
  languages,
  category,
  save,
  onSaved,
  reload,
}: {
  lang: Language;
  languages: ShopLanguages;
  /** The category as read, or null for a new one. */
  category: AdminCategory | null;
  save: (input: CategoryInput) => Promise<AdminCategory>;
  onSaved: (saved: AdminCategory) => void;
  reload?: () => Promise<AdminCategory | null>;
}) {
  const { t } = useTranslation('admin');
  const schema = useMemo(() => categoryFormSchema(languages), [languages]);
  return (
    <RecordForm
      lang={lang}
      label={t('catalog.form.category_label')}
      testId="category"
      schema={schema}
      values={valuesOf(category, languages)}
      valuesOf={(saved: AdminCategory) => valuesOf(saved, languages)}
      save={save}
      onSaved={onSaved}
      reload={reload}
      conflictTitle={t('catalog.form.category_conflict')}
      fields={FIELDS}
      submitLabel={category ? t('catalog.form.save') : t('catalog.form.create_category')}
      savedText={category ? t('catalog.form.saved') : t('catalog.form.created')}
    >
      <Card aria-labelledby="category-texts-title">
        <h2 id="category-texts-title">{t('catalog.form.texts')}</h2>
        {languages.all.map((language) => (
          <LanguageTexts key={language} language={language} main={language === languages.main} />
        ))}
      </Card>
      <Card aria-labelledby="category-details-title">
        <h2 id="category-details-title">{t('catalog.form.details')}</h2>
        <RecordDetails testId="category" hiddenHint={t('catalog.form.category_hidden_hint')} />
        {category && <p>{t('catalog.form.products', { count: category.productCount })}</p>}
      </Card>
    </RecordForm>
  );
}
