import { LANGUAGE_LOCALES, localePath, type PageProps } from '@storefront/shared';
import { QueryStateBox } from '@storefront/shared/kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogApi, useGetAdminBrandsQuery } from '../../api/catalog-api';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { sectionOf } from '../../features/frame/sections';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { CatalogTable } from './catalog-table';
import { NewRecordLink } from './record-pages';

const section = sectionOf('admin-brands');

/** Every brand, hidden ones too, in the shop's order. */
function BrandsPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const list = useGetAdminBrandsQuery();
  const country = useMemo(() => {
    const names = new Intl.DisplayNames([LANGUAGE_LOCALES[lang]], { type: 'region' });
    return (code: string | null) => (code ? (names.of(code) ?? code) : '—');
  }, [lang]);
  return (
    <AdminFrame
      section={section}
      lang={lang}
      actions={
        <NewRecordLink
          lang={lang}
          route="admin-brand-new"
          label={t('catalog.list.new_brand')}
          testId="brand-new-link"
        />
      }
    >
      <p>{t('catalog.list.hidden_note')}</p>
      <AdminQueryState query={list} testId="brands-load-error">
        {({ items }) =>
          items.length === 0 ? (
            <QueryStateBox role="status">
              <p>{t('catalog.list.no_brands')}</p>
            </QueryStateBox>
          ) : (
            <CatalogTable
              testId="brands-table"
              caption={t('catalog.list.brands_caption', { count: items.length })}
              moreHeading={t('catalog.list.country')}
              shownLabel={t('catalog.list.brand_shown')}
              hiddenLabel={t('catalog.list.brand_hidden')}
              rows={items.map((brand) => ({
                ...brand,
                href: localePath('admin-brand', { brandId: brand.id }, lang),
                more: country(brand.country),
              }))}
            />
          )
        }
      </AdminQueryState>
    </AdminFrame>
  );
}

export const brandsPage = adminPage(section, BrandsPage, ({ dispatch }) =>
  dispatch(catalogApi.util.prefetch('getAdminBrands', undefined, {})),
);
