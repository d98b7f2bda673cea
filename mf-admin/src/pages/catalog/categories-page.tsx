import { localePath, type PageProps } from '@storefront/shared';
import { QueryStateBox } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import { catalogApi, useGetAdminCategoriesQuery } from '../../api/catalog-api';
import { categoryName } from '../../features/catalog/choices';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { sectionOf } from '../../features/frame/sections';
import { Badge } from '../../features/products/data-table';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { CatalogTable } from './catalog-table';
import { NewRecordLink } from './record-pages';

const section = sectionOf('admin-categories');

/** Every category, hidden ones too, in the shop's order. */
function CategoriesPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const list = useGetAdminCategoriesQuery();
  return (
    <AdminFrame
      section={section}
      lang={lang}
      actions={
        <NewRecordLink
          lang={lang}
          route="admin-category-new"
          label={t('catalog.list.new_category')}
          testId="category-new-link"
        />
      }
    >
      <p>{t('catalog.list.hidden_note')}</p>
      <AdminQueryState query={list} testId="categories-load-error">
        {({ items, languages }) =>
          items.length === 0 ? (
            <QueryStateBox role="status">
              <p>{t('catalog.list.no_categories')}</p>
            </QueryStateBox>
          ) : (
            <CatalogTable
              testId="categories-table"
              caption={t('catalog.list.categories_caption', { count: items.length })}
              moreHeading={t('catalog.form.texts')}
              shownLabel={t('catalog.list.shown')}
              hiddenLabel={t('catalog.list.hidden')}
              rows={items.map((category) => ({
                ...category,
                name: categoryName(category, lang, languages),
                href: localePath('admin-category', { categoryId: category.id }, lang),
                more: category.missing.length > 0 && (
                  <Badge $tone="warning">
                    {t('catalog.list.missing_texts', {
                      languages: category.missing
                        .map((language) => t(`products.languages.${language}`))
                        .join(', '),
                    })}
                  </Badge>
                ),
              }))}
            />
          )
        }
      </AdminQueryState>
    </AdminFrame>
  );
}

export const categoriesPage = adminPage(section, CategoriesPage, ({ dispatch }) =>
  dispatch(catalogApi.util.prefetch('getAdminCategories', undefined, {})),
);
