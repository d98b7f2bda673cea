import type { PageProps } from '@storefront/shared';
import type { AdminBrand } from '@storefront/shared/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  catalogApi,
  useCreateBrandMutation,
  useGetAdminBrandQuery,
  useGetAdminBrandsQuery,
  useLazyGetAdminBrandQuery,
  useRemoveBrandMutation,
  useSaveBrandMutation,
} from '../../api/catalog-api';
import { useStaff } from '../../features/access/use-staff';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { pageIn } from '../../features/frame/sections';
import { BrandForm } from './brand-form';
import { RecordLoaded, useDone } from './record-pages';
import { RemoveDialog } from './remove-dialog';

const section = pageIn('admin-brand', 'brand', 'products.read');
const newSection = pageIn('admin-brand-new', 'brand_new', 'products.write');

/** A brand's form over one version, and its removal (its products move to another brand first). */
function BrandEditor({ lang, brand }: { lang: PageProps['lang']; brand: AdminBrand }) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const done = useDone(lang);
  const [version, setVersion] = useState(brand.version);
  const [save] = useSaveBrandMutation();
  const [remove] = useRemoveBrandMutation();
  const [readAgain] = useLazyGetAdminBrandQuery();
  const { data: list } = useGetAdminBrandsQuery();
  const targets = (list?.items ?? [])
    .filter((item) => item.id !== brand.id)
    .map((item) => ({ slug: item.slug, name: item.name }));
  return (
    <>
      <BrandForm
        lang={lang}
        brand={brand}
        save={(input) => save({ id: brand.id, body: { ...input, version } }).unwrap()}
        onSaved={(saved) => setVersion(saved.version)}
        reload={async () => {
          const latest = await readAgain(brand.id)
            .unwrap()
            .catch(() => null);
          if (latest) setVersion(latest.version);
          return latest;
        }}
      />
      {may('products.write') && (
        <RemoveDialog
          kind="brand"
          name={brand.name}
          productCount={brand.productCount}
          targets={targets}
          remove={(moveTo) => remove({ id: brand.id, version, moveTo }).unwrap()}
          onRemoved={(removed, target) =>
            done(
              target
                ? t('catalog.remove.removed_moved', {
                    name: brand.name,
                    count: removed.moved,
                    target,
                  })
                : t('catalog.remove.removed', { name: brand.name }),
              'admin-brands',
            )
          }
        />
      )}
    </>
  );
}

function BrandPage({ lang, params }: PageProps) {
  const { t } = useTranslation('admin');
  const query = useGetAdminBrandQuery(params.brandId!);
  return (
    <AdminFrame section={section} lang={lang} title={query.data?.name}>
      <RecordLoaded
        query={query}
        lang={lang}
        list={{ route: 'admin-brands', label: t('catalog.form.to_brands') }}
        missing={t('catalog.form.brand_not_found')}
        testId="brand"
      >
        {(loaded) => <BrandEditor key={loaded.id} lang={lang} brand={loaded} />}
      </RecordLoaded>
    </AdminFrame>
  );
}

function BrandNewPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const done = useDone(lang);
  const [create] = useCreateBrandMutation();
  return (
    <AdminFrame section={newSection} lang={lang}>
      <BrandForm
        lang={lang}
        brand={null}
        save={(input) => create(input).unwrap()}
        onSaved={(created) =>
          done(t('catalog.form.created'), 'admin-brand', { brandId: created.id })
        }
      />
    </AdminFrame>
  );
}

export const brandPage = adminPage(section, BrandPage, ({ dispatch, params }) =>
  dispatch(catalogApi.util.prefetch('getAdminBrand', params.brandId!, {})),
);

export const brandNewPage = adminPage(newSection, BrandNewPage);
