import { localePath, toast, type PageProps } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateProductMutation } from '../../api/products-api';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { pageIn } from '../../features/frame/sections';
import { ProductForm } from '../../features/products/product-form';
import { useShopLanguages } from '../../features/products/shop-languages';

const section = pageIn('admin-product-new', 'product_new', 'products.write');

/**
 * A new product: its texts, details and prices; it is created hidden, and its page opens, where
 * pictures are added and it is shown in the shop.
 */
function ProductNewPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const languages = useShopLanguages();
  const navigate = useNavigate();
  const [create] = useCreateProductMutation();
  return (
    <AdminFrame section={section} lang={lang}>
      <ProductForm
        lang={lang}
        languages={languages}
        product={null}
        pictures={0}
        save={(values) => create(values).unwrap()}
        onSaved={(product) => {
          toast.add({ title: t('products.form.created'), tone: 'success', type: 'background' });
          void navigate(localePath('admin-product', { productId: product.id }, lang));
        }}
        conflict={null}
        onConflict={() => {}}
        onLoadLatest={() => Promise.resolve(null)}
      />
    </AdminFrame>
  );
}

export const productNewPage = adminPage(section, ProductNewPage);
