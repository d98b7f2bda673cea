import {
  LANGUAGE_TAGS,
  ensureNamespace,
  selectStore,
  skipToken,
  templatePreview,
  useAppSelector,
  type Language,
  type StoreSeo,
  type TemplateSubject,
  useGetCategoriesQuery,
} from '@storefront/shared';
import { seoFormSchema, type SeoFormValues, type SeoTemplate } from '@storefront/shared/admin';
import { Field, Select } from '@storefront/shared/forms';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetBrandsQuery } from '../../api/products-api';
import { useGetPreviewProductQuery } from '../../api/seo-preview-api';
import { BrandPicker, CategoryPicker, ProductPicker } from './seo-subject-pickers';

const Box = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 1rem;
  }
`;

const Result = styled.dl`
  grid-column: 1 / -1;
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
`;

/** The shared texts the head falls back to (the home page's title), in the preview's language. */
function useHomeTexts(lang: Language) {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    let live = true;
    void ensureNamespace(i18n, 'common', lang).then(() => live && setLoaded(lang));
    return () => {
      live = false;
    };
  }, [i18n, lang]);
  if (loaded !== lang) return null;
  const t = i18n.getFixedT(lang, 'common');
  return { homeTitle: t('seo.home_title'), homeDescription: t('seo.home_description') };
}

/** The SEO texts being edited, as a save would keep them (as typed while they are not valid). */
function useDraftSeo(): StoreSeo {
  const values = useWatch<SeoFormValues>() as SeoFormValues;
  const parsed = seoFormSchema.safeParse(values);
  return parsed.success ? parsed.data : (values as StoreSeo);
}

/**
 * The title and description a page of the subject gets with the texts being edited: the
 * storefront's own computation (templatePreview), over the store every page has.
 */
function PreviewResult({
  subject,
  lang,
  testId,
}: {
  subject: TemplateSubject | null;
  lang: Language;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const store = useAppSelector(selectStore);
  const seo = useDraftSeo();
  const texts = useHomeTexts(lang);
  if (!subject || !texts)
    return (
      <Result as="p" data-testid={`${testId}-waiting`}>
        {t('settings_seo.preview.waiting')}
      </Result>
    );
  const head = templatePreview(subject, { store: { ...store, seo }, lang, ...texts });
  return (
    <Result>
      <dt>{t('settings_seo.preview.title')}</dt>
      <dd lang={LANGUAGE_TAGS[lang]} data-testid={`${testId}-title`}>
        {head.title}
      </dd>
      <dt>{t('settings_seo.preview.description')}</dt>
      <dd lang={LANGUAGE_TAGS[lang]} data-testid={`${testId}-description`}>
        {head.description}
      </dd>
    </Result>
  );
}

interface SubjectProps {
  lang: Language;
  testId: string;
}

function ProductSubject({ lang, testId }: SubjectProps) {
  const [slug, setSlug] = useState<string | null>(null);
  // The product in this language only: never the one of the language before.
  const { currentData } = useGetPreviewProductQuery(slug ? { slug, lang } : skipToken);
  const subject = currentData ? { template: 'product' as const, product: currentData } : null;
  return (
    <>
      <ProductPicker lang={lang} testId={testId} value={slug} onChange={setSlug} />
      <PreviewResult subject={subject} lang={lang} testId={testId} />
    </>
  );
}

function CategorySubject({ lang, testId }: SubjectProps) {
  const [slug, setSlug] = useState<string | null>(null);
  const { currentData } = useGetCategoriesQuery(lang);
  const category = currentData?.find((option) => option.slug === slug);
  return (
    <>
      <CategoryPicker lang={lang} testId={testId} value={slug} onChange={setSlug} />
      <PreviewResult
        subject={category ? { template: 'category', category } : null}
        lang={lang}
        testId={testId}
      />
    </>
  );
}

function BrandSubject({ lang, testId }: SubjectProps) {
  const [slug, setSlug] = useState<string | null>(null);
  const { data } = useGetBrandsQuery();
  const brand = data?.find((option) => option.slug === slug);
  return (
    <>
      <BrandPicker lang={lang} testId={testId} value={slug} onChange={setSlug} />
      <PreviewResult
        subject={brand ? { template: 'brand', brand } : null}
        lang={lang}
        testId={testId}
      />
    </>
  );
}

const SUBJECTS = { product: ProductSubject, category: CategorySubject, brand: BrandSubject };

/**
 * A template's live preview: the title and description it gives a chosen product (category,
 * brand) in a chosen language of the shop, as the texts stand in the form.
 */
export function TemplatePreview({
  template,
  languages,
  initialLang,
}: {
  template: SeoTemplate;
  languages: readonly Language[];
  initialLang: Language;
}) {
  const { t } = useTranslation('admin');
  const heading = useId();
  const [lang, setLang] = useState(initialLang);
  const testId = `seo-preview-${template}`;
  const Subject = SUBJECTS[template];
  return (
    <Box role="group" aria-labelledby={heading} data-testid={testId}>
      <h3 id={heading}>{t(`settings_seo.preview.heading_${template}`)}</h3>
      <Field label={t('settings_seo.preview.language')}>
        {(ids) => (
          <Select
            {...ids}
            value={lang}
            onChange={(event) => setLang(event.target.value as Language)}
            data-testid={`${testId}-language`}
          >
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`products.languages.${language}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Subject lang={lang} testId={testId} />
    </Box>
  );
}
