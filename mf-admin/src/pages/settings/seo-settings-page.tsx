import type { PageProps } from '@storefront/shared';
import {
  SEO_PAGE_ROUTES,
  SEO_PLACEHOLDERS_OF,
  SEO_TEMPLATES,
  seoFormSchema,
  type SeoFormValues,
} from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import {
  settingsApi,
  useGetSeoSettingsQuery,
  useSaveSeoSettingsMutation,
} from '../../api/settings-api';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { sectionOf } from '../../features/frame/sections';
import { useShopLanguages } from '../../features/products/shop-languages';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { SectionForm } from './section-form';
import { SeoRobotsFields } from './seo-robots-fields';
import { TemplatePreview } from './seo-template-preview';
import { SeoTextsFields } from './seo-text-fields';
import { seoFormValues } from './seo-values';

const section = sectionOf('admin-settings-seo');

/** A changed field as the conflict names it: `product.title` as "Product pages: title". */
function useFieldName() {
  const { t } = useTranslation('admin');
  return (field: string) => {
    const [part = '', name] = field.split('.');
    const where = (SEO_TEMPLATES as readonly string[]).includes(part)
      ? t(`settings_seo.templates.${part}`)
      : t(`settings_seo.${part === 'pages' ? 'pages' : 'general'}`);
    return name ? `${where}: ${t(`settings_seo.parts.${name}`)}` : where;
  };
}

/**
 * The shop's SEO texts: the general title and description, each page's, and the catalog's
 * templates, each template with a preview of what it gives; saved together from their version.
 */
function SeoSettingsPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const settings = useGetSeoSettingsQuery();
  const [save] = useSaveSeoSettingsMutation();
  const languages = useShopLanguages();
  const fieldName = useFieldName();
  const previewLang = languages.all.includes(lang) ? lang : languages.main;
  return (
    <AdminFrame section={section} lang={lang} title={t('nav.settings_seo')}>
      <AdminQueryState query={settings}>
        {(view) => (
          <SectionForm<SeoFormValues, typeof view.section>
            view={view}
            lang={lang}
            schema={seoFormSchema}
            valuesOf={seoFormValues}
            save={save}
            reload={settings.refetch}
            texts="settings_seo"
            fieldName={fieldName}
            testId="seo-settings"
          >
            <p>{t('settings_seo.intro')}</p>
            <SeoTextsFields
              path="general"
              legend={t('settings_seo.general')}
              languages={languages.all}
              placeholders={SEO_PLACEHOLDERS_OF.general}
              testId="seo-general"
            >
              <SeoRobotsFields />
            </SeoTextsFields>
            {SEO_TEMPLATES.map((template) => (
              <SeoTextsFields
                key={template}
                path={template}
                legend={t(`settings_seo.templates.${template}`)}
                languages={languages.all}
                placeholders={SEO_PLACEHOLDERS_OF[template]}
                testId={`seo-${template}`}
              >
                <TemplatePreview
                  template={template}
                  languages={languages.all}
                  initialLang={previewLang}
                />
              </SeoTextsFields>
            ))}
            {SEO_PAGE_ROUTES.map((route) => (
              <SeoTextsFields
                key={route}
                path={`pages.${route}`}
                legend={t('settings_seo.page', { page: t(`settings_seo.page_names.${route}`) })}
                languages={languages.all}
                placeholders={SEO_PLACEHOLDERS_OF.pages}
                testId={`seo-page-${route}`}
              />
            ))}
          </SectionForm>
        )}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The SEO texts and templates: the owner's and the administrators'. */
export const seoSettingsPage = adminPage(section, SeoSettingsPage, ({ dispatch }) => {
  void dispatch(settingsApi.util.prefetch('getSeoSettings', undefined, {}));
});
