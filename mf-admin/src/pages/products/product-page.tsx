import { RouteLink, localePath, normalizeError, toast, type PageProps } from '@storefront/shared';
import type { AdminProduct, VersionConflict } from '@storefront/shared/admin';
import { QueryStateBox } from '@storefront/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  productsApi,
  useGetAdminProductQuery,
  useLazyGetAdminProductQuery,
  useSaveProductMutation,
} from '../../api/products-api';
import { useStaff } from '../../features/access/use-staff';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { pageIn } from '../../features/frame/sections';
import { PicturesPanel } from '../../features/products/pictures-panel';
import { ProductForm } from '../../features/products/product-form';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = pageIn('admin-product', 'product', 'products.read');

/**
 * A product's form and pictures over one version: the version the page read, raised by each of
 * its own saves. A save over a newer one (another tab, a colleague) is refused and said, with
 * the form's input kept.
 */
function ProductEditor({ lang, product }: { lang: PageProps['lang']; product: AdminProduct }) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const [version, setVersion] = useState(product.version);
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  const [save] = useSaveProductMutation();
  const [readAgain] = useLazyGetAdminProductQuery();
  return (
    <>
      <ProductForm
        lang={lang}
        languages={product.languages}
        product={product}
        pictures={product.images.length}
        save={(values) => save({ id: product.id, body: { ...values, version } }).unwrap()}
        onSaved={(saved) => {
          setVersion(saved.version);
          toast.add({ title: t('products.form.saved'), tone: 'success', type: 'background' });
        }}
        conflict={conflict}
        onConflict={setConflict}
        onLoadLatest={async () => {
          const latest = await readAgain(product.id)
            .unwrap()
            .catch(() => null);
          if (latest) setVersion(latest.version);
          return latest;
        }}
      />
      <PicturesPanel
        lang={lang}
        languages={product.languages}
        product={product}
        version={version}
        readOnly={!may('products.write')}
        onChanged={(changed) => setVersion(changed.version)}
        onConflict={setConflict}
      />
    </>
  );
}

function ProductPage({ lang, params }: PageProps) {
  const { t } = useTranslation('admin');
  const query = useGetAdminProductQuery(params.productId!);
  const product = query.data;
  const title = product ? (product.texts[product.languages.main]?.name ?? product.slug) : undefined;
  const missing = query.isError && normalizeError(query.error).status === 404;
  return (
    <AdminFrame section={section} lang={lang} title={title}>
      {missing ? (
        <QueryStateBox role="alert" data-testid="product-missing">
          <p>{t('products.form.not_found')}</p>
          <RouteLink to={localePath('admin-products', {}, lang)}>
            {t('products.form.to_list')}
          </RouteLink>
        </QueryStateBox>
      ) : (
        <AdminQueryState query={query} testId="product-load-error">
          {(loaded) => <ProductEditor key={loaded.id} lang={lang} product={loaded} />}
        </AdminQueryState>
      )}
    </AdminFrame>
  );
}

/** A product of the back office: its form and pictures. */
export const productPage = adminPage(section, ProductPage, ({ dispatch, params }) =>
  dispatch(productsApi.util.prefetch('getAdminProduct', params.productId!, {})),
);
