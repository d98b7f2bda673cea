import type { PageProps } from '@storefront/shared';
import type { AdminCategory } from '@storefront/shared/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  catalogApi,
  useCreateCategoryMutation,
  useGetAdminCategoriesQuery,
  useGetAdminCategoryQuery,
  useLazyGetAdminCategoryQuery,
  useRemoveCategoryMutation,
  useSaveCategoryMutation,
} from '../../api/catalog-api';
import { useStaff } from '../../features/access/use-staff';
import { categoryName } from '../../features/catalog/choices';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { pageIn } from '../../features/frame/sections';
import { useShopLanguages } from '../../features/products/shop-languages';
import { CategoryForm } from './category-form';
import { RecordLoaded, useDone } from './record-pages';
import { RemoveDialog } from './remove-dialog';

const section = pageIn('admin-category', 'category', 'products.read');
const newSection = pageIn('admin-category-new', 'category_new', 'products.write');

/**
 * A category's form over one version (the one the page read, raised by each of its saves), and
 * its removal, which moves its products to another category first.
 */
function CategoryEditor({ lang, category }: { lang: PageProps['lang']; category: AdminCategory }) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const done = useDone(lang);
  const languages = useShopLanguages();
  const [version, setVersion] = useState(category.version);
  const [save] = useSaveCategoryMutation();
  const [remove] = useRemoveCategoryMutation();
  const [readAgain] = useLazyGetAdminCategoryQuery();
  const { data: list } = useGetAdminCategoriesQuery();
  const name = (item: AdminCategory) => categoryName(item, lang, languages);
  const targets = (list?.items ?? [])
    .filter((item) => item.id !== category.id)
    .map((item) => ({ slug: item.slug, name: name(item) }));
  return (
    <>
      <CategoryForm
        lang={lang}
        languages={languages}
        category={category}
        save={(input) => save({ id: category.id, body: { ...input, version } }).unwrap()}
        onSaved={(saved) => setVersion(saved.version)}
        reload={async () => {
          const latest = await readAgain(category.id)
            .unwrap()
            .catch(() => null);
          if (latest) setVersion(latest.version);
          return latest;
        }}
      />
      {may('products.write') && (
        <RemoveDialog
          kind="category"
          name={name(category)}
          productCount={category.productCount}
          targets={targets}
          remove={(moveTo) => remove({ id: category.id, version, moveTo }).unwrap()}
          onRemoved={(removed, target) =>
            done(
              target
                ? t('catalog.remove.removed_moved', {
                    name: name(category),
                    count: removed.moved,
                    target,
                  })
                : t('catalog.remove.removed', { name: name(category) }),
              'admin-categories',
            )
          }
        />
      )}
    </>
  );
}

function CategoryPage({ lang, params }: PageProps) {
  const { t } = useTranslation('admin');
  const languages = useShopLanguages();
  const query = useGetAdminCategoryQuery(params.categoryId!);
  return (
    <AdminFrame
      section={section}
      lang={lang}
      title={query.data ? categoryName(query.data, lang, languages) : undefined}
    >
      <RecordLoaded
        query={query}
        lang={lang}
        list={{ route: 'admin-categories', label: t('catalog.form.to_categories') }}
        missing={t('catalog.form.category_not_found')}
        testId="category"
      >
        {(loaded) => <CategoryEditor key={loaded.id} lang={lang} category={loaded} />}
      </RecordLoaded>
    </AdminFrame>
  );
}

/** A new category: created, its page opens (with its removal and its version). */
function CategoryNewPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const languages = useShopLanguages();
  const done = useDone(lang);
  const [create] = useCreateCategoryMutation();
  return (
    <AdminFrame section={newSection} lang={lang}>
      <CategoryForm
        lang={lang}
        languages={languages}
        category={null}
        save={(input) => create(input).unwrap()}
        onSaved={(created) =>
          done(t('catalog.form.created'), 'admin-category', { categoryId: created.id })
        }
      />
    </AdminFrame>
  );
}

export const categoryPage = adminPage(section, CategoryPage, ({ dispatch, params }) =>
  dispatch(catalogApi.util.prefetch('getAdminCategory', params.categoryId!, {})),
);

export const categoryNewPage = adminPage(newSection, CategoryNewPage);
